import { TEAM_ROLES, type TeamRole } from '@common/teams';
import { cn } from '@/lib/utils';

export const ROLE_NAMES: Record<TeamRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** A team role picker (a native select: keyboard and phone friendly). */
export function RoleSelect({
  value,
  onChange,
  className,
  ...props
}: { value: TeamRole; onChange(role: TeamRole): void; className?: string } & Omit<React.ComponentProps<'select'>, 'value' | 'onChange'>) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as TeamRole)}
      className={cn(
        'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
        className,
      )}
    >
      {TEAM_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}

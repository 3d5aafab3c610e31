import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

type SidebarItemProps = {
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  badge?: number;
  active?: boolean;
} & ({ href: string; current: boolean; onNavigate?: () => void } | { onClick: () => void });

export const sidebarItemClass = cn(
  'flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground/75 transition-colors',
  'hover:bg-accent/70 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
  'data-[active=true]:bg-accent data-[active=true]:text-accent-foreground',
);

/** A link or button of the sidebar; collapsed, it shows its icon only and names itself in a tooltip. */
export function SidebarItem(props: SidebarItemProps) {
  const { icon: Icon, label, collapsed, badge, active = false } = props;
  const className = cn(sidebarItemClass, collapsed && 'justify-center px-0');
  const content = (
    <>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={collapsed ? 'sr-only' : 'flex-1 truncate text-left'}>{label}</span>{' '}
      {badge !== undefined && (
        <span
          className={collapsed ? 'sr-only' : 'rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums'}
        >
          {badge}
        </span>
      )}
    </>
  );
  const item: ReactElement =
    'href' in props ? (
      <Link
        href={props.href}
        onClick={props.onNavigate}
        aria-current={props.current ? 'page' : undefined}
        data-active={active}
        className={className}
      >
        {content}
      </Link>
    ) : (
      <button type="button" onClick={props.onClick} data-active={active} className={className}>
        {content}
      </button>
    );
  if (!collapsed) return item;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{item}</TooltipTrigger>
      <TooltipContent side="right">{badge === undefined ? label : `${label} (${badge})`}</TooltipContent>
    </Tooltip>
  );
}

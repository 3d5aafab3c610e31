import { LogoutButton } from '@/app/layout/logout-button';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { ThemeSwitcher } from '@/features/theme/theme-switcher';
import { cn } from '@/lib/utils';

/** The theme choice, the signed-in user's e-mail and the logout button, at the foot of the sidebar. */
export function SidebarUser({ email, collapsed }: { email: string; collapsed: boolean }) {
  return (
    <div className="border-t">
      <div className={cn('px-3 pt-3', collapsed && 'px-2')}>
        <ThemeSwitcher compact={collapsed} />
      </div>
      <div className={cn('flex items-center gap-3 p-3', collapsed && 'flex-col gap-2 px-2')}>
        <span
          aria-hidden="true"
          title={email}
          className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground uppercase"
        >
          {email.charAt(0)}
        </span>
        <p className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-sm font-medium'} title={email}>
          {email}
        </p>
        <NotificationsBell placement="up" />
        <LogoutButton />
      </div>
    </div>
  );
}

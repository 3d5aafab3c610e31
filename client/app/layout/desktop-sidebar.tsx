import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { User } from '@common/auth';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { SidebarContent } from '@/app/layout/sidebar-content';
import { useSidebarCollapsed } from '@/hooks/use-sidebar-collapsed';
import { cn } from '@/lib/utils';

/** The sidebar from `md` up: expanded with labels, or collapsed to icons (remembered). */
export function DesktopSidebar({ user }: { user: User }) {
  const { collapsed, toggle } = useSidebarCollapsed();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      className={cn('flex h-full shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200', collapsed ? 'w-16' : 'w-64')}
    >
      <div className={cn('flex h-14 shrink-0 items-center gap-2 border-b px-3', collapsed && 'justify-center px-0')}>
        {!collapsed && (
          <>
            <BrandMark />
            <span className="flex-1 truncate text-base font-semibold tracking-tight">Northstar</span>
          </>
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={toggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar"
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="text-muted-foreground hover:text-foreground"
        >
          <ToggleIcon aria-hidden="true" />
        </Button>
      </div>
      <SidebarContent user={user} collapsed={collapsed} />
    </aside>
  );
}

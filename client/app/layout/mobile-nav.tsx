import { Menu, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@common/auth';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LogoutButton } from '@/app/layout/logout-button';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { SidebarContent } from '@/app/layout/sidebar-content';

/**
 * Below `md`: a top bar with the menu button, the signed-in e-mail and logout;
 * the menu opens the sidebar as an off-canvas drawer.
 */
export function MobileNav({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-sidebar px-2">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent aria-describedby={undefined}>
          <div className="flex h-14 shrink-0 items-center gap-2 border-b px-3">
            <BrandMark />
            <SheetTitle className="flex-1 text-base font-semibold tracking-tight">Northstar</SheetTitle>
            <SheetClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <XIcon aria-hidden="true" />
              </Button>
            </SheetClose>
          </div>
          <SidebarContent user={user} collapsed={false} onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <BrandMark className="size-7" />
      <span className="font-semibold tracking-tight">Northstar</span>
      <p className="min-w-0 flex-1 truncate text-right text-sm text-muted-foreground" title={user.email}>
        {user.email}
      </p>
      <NotificationsBell placement="down" />
      <LogoutButton />
    </header>
  );
}

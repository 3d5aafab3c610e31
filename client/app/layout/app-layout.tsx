import type { ReactNode } from 'react';
import type { User } from '@common/auth';
import { DesktopSidebar } from '@/app/layout/desktop-sidebar';
import { MobileNav } from '@/app/layout/mobile-nav';
import { useIsDesktop } from '@/hooks/use-is-desktop';
import { useLiveUpdates } from '@/app/live-updates';
import { KeyboardShortcuts } from '@/features/command-palette/keyboard-shortcuts';

/** The signed-in workspace: the sidebar (a drawer on small screens) and the scrolling page beside it. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const isDesktop = useIsDesktop();
  useLiveUpdates();
  return (
    <div className="flex h-dvh overflow-hidden">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {isDesktop && <DesktopSidebar user={user} />}
      <div className="flex min-w-0 flex-1 flex-col">
        {!isDesktop && <MobileNav user={user} />}
        <main id="main-content" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          {children}
        </main>
      </div>
      <KeyboardShortcuts isAdmin={user.isAdmin} />
    </div>
  );
}

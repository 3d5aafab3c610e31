import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';

type PageLayoutProps = {
  title: string;
  /** `null` while it loads: its line is kept, so the content does not move down when it comes. */
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A page of the workspace: a sticky header with the title and optional subtitle, then the content. */
export function PageLayout({ title, subtitle, className, children }: PageLayoutProps) {
  usePageTitle(title);
  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 z-10 border-b bg-background/85 px-4 py-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6 lg:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
        {subtitle !== undefined && <p className="mt-1 text-sm text-muted-foreground">{subtitle ?? '\u00a0'}</p>}
      </header>
      <div className={cn('flex-1 px-4 py-6 sm:px-6 lg:px-8', className)}>{children}</div>
    </div>
  );
}

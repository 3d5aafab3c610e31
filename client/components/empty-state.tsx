import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { href: string; label: string; icon: LucideIcon };
  /** 'dashed': a list's place for its first item; 'plain': a softer box. */
  variant?: 'dashed' | 'plain';
};

/** An empty list: what the screen is for, and the way to its first item. */
export function EmptyState({ icon: Icon, title, text, action, variant = 'dashed' }: EmptyStateProps) {
  const dashed = variant === 'dashed';
  return (
    <div
      className={cn(
        'mx-auto flex flex-col items-center gap-3 rounded-xl bg-card px-6 py-14 text-center',
        dashed ? 'max-w-lg border-2 border-dashed border-input' : 'max-w-md border border-dashed',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('grid place-items-center rounded-full bg-accent text-accent-foreground', dashed ? 'size-14' : 'size-12')}
      >
        <Icon className={dashed ? 'size-7' : 'size-6'} />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link href={action.href} className={buttonVariants({ className: 'mt-2' })}>
        <action.icon aria-hidden="true" />
        {action.label}
      </Link>
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The rounded tile an item's icon sits on, beside its title. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground', className)}
    >
      <Icon className="size-4" />
    </span>
  );
}

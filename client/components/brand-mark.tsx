import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The Northstar logo tile; decorative, so the label next to it names the brand. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm', className)}
    >
      <Sparkles className="size-4" />
    </span>
  );
}

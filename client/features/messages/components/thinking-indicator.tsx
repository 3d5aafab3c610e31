import { Sparkles } from 'lucide-react';

/** Shown while the assistant works: an analysis being made, an answer being thought of. */
export function ThinkingIndicator({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-2.5 text-sm text-muted-foreground">
      <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-3.5 animate-pulse" />
      </span>
      {label}
    </div>
  );
}

import { Sparkles } from 'lucide-react';

/** Shown while the assistant writes its answer. */
export function ThinkingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2.5 text-sm text-muted-foreground">
      <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-3.5 animate-pulse" />
      </span>
      AI is thinking...
    </div>
  );
}

import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';

/** Where a team's viewer would edit: says they can read it (the header's save status, say). */
export function ViewOnlyBadge() {
  return (
    <span
      title="You are a viewer in this item's team: you can read it and its chat, not change them."
      className="inline-flex items-center gap-1.5 rounded-full border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
    >
      <Eye className="size-3.5" aria-hidden="true" />
      View only
    </span>
  );
}

/** In place of a message field the reader may not use: why there is none. */
export function ViewOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex shrink-0 items-center gap-2 border-t bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

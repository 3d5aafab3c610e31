import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Conflict } from '@/features/documents/hooks/use-document-versions';
import { htmlToPlain } from '@/features/documents/lib/version-diff';

type ConflictDialogProps = { conflict: Conflict | null; onResolve: (choice: 'mine' | 'theirs' | 'both') => void };

/** A save met a newer version saved elsewhere: both texts side by side, and the user decides. */
export function ConflictDialog({ conflict, onResolve }: ConflictDialogProps) {
  return (
    <Dialog open={conflict !== null}>
      <DialogContent className="max-w-3xl" onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>This document was changed elsewhere</DialogTitle>
          <DialogDescription>
            Another tab or device saved a newer version while you were editing. Nothing is lost: choose what to keep.
          </DialogDescription>
        </DialogHeader>
        {conflict && (
          <div className="grid gap-3 sm:grid-cols-2">
            <section aria-label="Your text" className="min-w-0">
              <h3 className="mb-1 text-sm font-medium">Your text</h3>
              <pre className="max-h-64 overflow-auto rounded-md border bg-muted/40 p-2 text-xs whitespace-pre-wrap">
                {htmlToPlain(conflict.mine)}
              </pre>
            </section>
            <section aria-label="Their text" className="min-w-0">
              <h3 className="mb-1 text-sm font-medium">Their text</h3>
              <pre className="max-h-64 overflow-auto rounded-md border bg-muted/40 p-2 text-xs whitespace-pre-wrap">
                {htmlToPlain(conflict.theirs.content)}
              </pre>
            </section>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onResolve('both')}>
            Keep both as versions
          </Button>
          <Button variant="outline" onClick={() => onResolve('theirs')}>
            Take theirs
          </Button>
          <Button onClick={() => onResolve('mine')}>Keep mine</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

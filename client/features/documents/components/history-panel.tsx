import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import type { VersionSource } from '@common/versions';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { diffTexts, htmlToPlain } from '@/features/documents/lib/version-diff';
import { dismissToast, toast } from '@/lib/toast';
import { queryFor, serverMessage } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** A restore's failure, which the next restore that succeeds clears. */
const RESTORE_TOAST = 'restore-version';

export const SOURCE_LABELS: Record<VersionSource, string> = {
  user: 'You',
  ai: 'AI edits',
  upload: 'Upload',
  template: 'Template',
  restore: 'Restored',
};

type HistoryPanelProps = {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text in the editor now, to compare a version with. */
  currentHtml: () => string;
  onRestore: (versionId: string) => Promise<boolean>;
};

/** The document's versions, newest first: time and source, the difference to the current text, Restore. */
export function HistoryPanel({ documentId, open, onOpenChange, currentHtml, onRestore }: HistoryPanelProps) {
  const versions = useQuery({ ...queryFor(resource(api.versions.list, { id: documentId })), enabled: open });
  const [selected, setSelected] = useState<string | null>(null);
  const version = useQuery({
    ...queryFor(resource(api.versions.one, { id: documentId, versionId: selected ?? '' })),
    enabled: open && selected !== null,
  });
  const [restoring, setRestoring] = useState(false);
  const parts = useMemo(
    () => (version.data && open ? diffTexts(htmlToPlain(version.data.content), htmlToPlain(currentHtml())) : []),
    [version.data, open, currentHtml],
  );

  async function restore() {
    if (!selected) return;
    setRestoring(true);
    try {
      if (await onRestore(selected)) {
        dismissToast(RESTORE_TOAST);
        setSelected(null);
        onOpenChange(false);
      }
    } catch (error) {
      toast({
        id: RESTORE_TOAST,
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Could not restore this version'),
      });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined} className="right-0 left-auto w-[40rem] max-w-[95vw] border-r-0 border-l bg-background">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <SheetTitle className="font-semibold">History</SheetTitle>
        </div>
        <div className="grid min-h-0 flex-1 grid-cols-[12rem_1fr]">
          <ol aria-label="Versions" className="overflow-y-auto border-r">
            {versions.isPending && <Spinner className="m-4" />}
            {versions.data?.map((v, i) => (
              <li key={v.id}>
                <button
                  type="button"
                  aria-current={selected === v.id}
                  onClick={() => setSelected(v.id)}
                  className="w-full px-3 py-2 text-left text-sm hover:bg-accent aria-[current=true]:bg-accent"
                >
                  <span className="block font-medium">{format(new Date(v.createdAt), 'MMM d, HH:mm')}</span>
                  <span className="block text-xs text-muted-foreground">
                    {SOURCE_LABELS[v.source]}
                    {i === 0 ? ' · current' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="flex min-h-0 flex-col">
            {!selected && <p className="p-4 text-sm text-muted-foreground">Choose a version to see what changed since.</p>}
            {selected && version.isPending && <Spinner className="m-4" />}
            {selected && version.data && (
              <>
                <p className="border-b px-4 py-2 text-xs text-muted-foreground">
                  Changes from this version to the current text:{' '}
                  <del className="rounded-sm bg-red-100 text-red-900 line-through dark:bg-red-900/40 dark:text-red-100">removed</del>{' '}
                  <ins className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100">added</ins>
                </p>
                <div aria-label="Differences" className="flex-1 overflow-y-auto p-4 text-sm whitespace-pre-wrap">
                  {parts.map((part, i) =>
                    part.kind === 'added' ? (
                      <ins key={i} className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100">
                        {part.text}
                      </ins>
                    ) : part.kind === 'removed' ? (
                      <del key={i} className="rounded-sm bg-red-100 text-red-900 line-through dark:bg-red-900/40 dark:text-red-100">
                        {part.text}
                      </del>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </div>
                <div className="border-t p-3">
                  <Button onClick={() => void restore()} disabled={restoring}>
                    {restoring && <Spinner />}Restore this version
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}

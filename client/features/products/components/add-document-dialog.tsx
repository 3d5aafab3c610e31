import { FileText } from 'lucide-react';
import { useState } from 'react';
import { ListSearch, useListSearch } from '@/components/list-search';
import { LoadedList } from '@/components/load-states';
import { MoreItems } from '@/components/more-items';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDocumentPages } from '@/features/documents/api/get-documents';

type AddDocumentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The documents the product's knowledge already holds. */
  added: Set<string>;
  pending: boolean;
  onPick: (documentId: string) => void;
};

/** Picks one of the user's editor documents (searchable by title) to add to a product's knowledge. */
export function AddDocumentDialog({ open, onOpenChange, added, pending, onPick }: AddDocumentDialogProps) {
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_auto_minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Add a document</DialogTitle>
          <DialogDescription>Its text is split into passages that every chat of this product can quote.</DialogDescription>
        </DialogHeader>
        <ListSearch label="Search documents" value={typed} onChange={setTyped} />
        {open && <DocumentChoices search={search} added={added} pending={pending} onPick={onPick} />}
      </DialogContent>
    </Dialog>
  );
}

function DocumentChoices({
  search,
  added,
  pending,
  onPick,
}: Pick<AddDocumentDialogProps, 'added' | 'pending' | 'onPick'> & { search: string }) {
  const documents = useDocumentPages('editor', search);
  return (
    <div className="-mx-2 min-h-0 overflow-y-auto px-2">
      <LoadedList
        query={{ isError: documents.isLoadingError, refetch: documents.refetch }}
        items={documents.data}
        failed="Could not load your documents."
        compact
        empty={<p className="py-8 text-center text-sm text-muted-foreground">{search ? 'No documents match.' : 'No documents yet.'}</p>}
      >
        {(list) => (
          <ul className="divide-y">
            {list.map((document) => {
              const title = document.title.trim() || 'Untitled';
              const isAdded = added.has(document.id);
              return (
                <li key={document.id} className="flex items-center gap-3 py-2">
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate text-sm">{title}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pending || isAdded}
                    onClick={() => onPick(document.id)}
                    aria-label={`Add ${title}`}
                  >
                    {isAdded ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </LoadedList>
      <MoreItems query={documents} />
    </div>
  );
}

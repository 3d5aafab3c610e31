import { FileText, FileUp, Files, Library } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { KnowledgeItemDto } from '@common/products';
import { DeleteButton } from '@/components/confirm-dialog';
import { IconTile } from '@/components/icon-tile';
import { LoadFailed, Loading } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAddKnowledge } from '@/features/products/api/add-knowledge';
import { useKnowledge } from '@/features/products/api/get-knowledge';
import { useRemoveKnowledge } from '@/features/products/api/remove-knowledge';
import { AddDocumentDialog } from '@/features/products/components/add-document-dialog';
import { ProductSection } from '@/features/products/components/product-section';
import { ago } from '@/features/products/lib/relative-time';
import { useFilePicker } from '@/hooks/use-file-picker';
import { failureWithReason } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

/** The files a product's knowledge reads: PDF, Word, Markdown and text. */
export const KNOWLEDGE_ACCEPT = '.pdf,.docx,.doc,.md,.markdown,.txt,application/pdf,text/plain,text/markdown';

const passages = (n: number) => (n === 0 ? 'No text found' : `${n} ${n === 1 ? 'passage' : 'passages'}`);

function KnowledgeRow({ item }: { item: KnowledgeItemDto }) {
  const remove = useRemoveKnowledge();
  const Icon = item.kind === 'document' ? FileText : Files;
  return (
    <li className="flex items-center gap-3 py-2.5">
      <IconTile icon={Icon} className="size-8 rounded-md" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {item.kind === 'document' && item.documentId ? (
            <Link href={paths.document(item.documentId)} className="underline-offset-2 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {item.kind === 'document' ? 'Document' : 'File'} · {passages(item.passages)} ·{' '}
          <time dateTime={item.createdAt}>{ago(item.createdAt)}</time>
        </p>
      </div>
      <DeleteButton
        noun="file"
        label={`Remove ${item.name}`}
        tooltip="Remove from the product"
        description={`Remove “${item.name}” from this product? Its chats will no longer find its passages.`}
        disabled={remove.isPending}
        className="size-8 text-muted-foreground hover:text-destructive"
        onConfirm={() =>
          remove.mutate(
            { productId: item.productId, itemId: item.id },
            {
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Not removed', description: failureWithReason(error, 'Could not remove it.') }),
            },
          )
        }
      />
    </li>
  );
}

/**
 * The product's knowledge: its files and documents with their passage counts, which every chat of
 * the product retrieves from. Upload a file, add one of your documents, remove either.
 */
export function KnowledgeSection({ productId }: { productId: string }) {
  const knowledge = useKnowledge(productId);
  const add = useAddKnowledge();
  const [picking, setPicking] = useState(false);
  const onAdded = (item: KnowledgeItemDto) =>
    toast({ id: 'product-knowledge', title: 'Added', description: `${item.name}: ${passages(item.passages).toLowerCase()}` });
  const onFailed = (error: unknown) =>
    toast({
      id: 'product-knowledge',
      variant: 'destructive',
      title: 'Not added',
      description: failureWithReason(error, 'Could not add it.'),
    });
  const picker = useFilePicker(KNOWLEDGE_ACCEPT, (file) =>
    add.mutate({ productId, source: { file } }, { onSuccess: onAdded, onError: onFailed }),
  );
  const uploading = add.isPending && add.variables.source && 'file' in add.variables.source;

  return (
    <ProductSection
      title="Knowledge"
      description="Files and documents every chat of this product can quote from."
      actions={
        <>
          {picker.input}
          <Button size="sm" variant="outline" onClick={picker.open} disabled={add.isPending}>
            {uploading ? <Spinner aria-hidden="true" /> : <FileUp aria-hidden="true" />}
            Upload file
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPicking(true)} disabled={add.isPending}>
            <Library aria-hidden="true" />
            Add a document
          </Button>
        </>
      }
    >
      {knowledge.isError ? (
        <LoadFailed size="panel" message="Could not load the knowledge." onRetry={() => void knowledge.refetch()} />
      ) : !knowledge.data ? (
        <Loading size="panel" />
      ) : knowledge.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          No files yet. Upload a PDF, Word, Markdown or text file, or add a document.
        </p>
      ) : (
        <ul aria-label="Knowledge" className="divide-y">
          {knowledge.data.map((item) => (
            <KnowledgeRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <AddDocumentDialog
        open={picking}
        onOpenChange={setPicking}
        added={new Set((knowledge.data ?? []).flatMap((item) => (item.documentId ? [item.documentId] : [])))}
        pending={add.isPending}
        onPick={(documentId) =>
          add.mutate(
            { productId, source: { documentId } },
            {
              onSuccess: (item) => {
                setPicking(false);
                onAdded(item);
              },
              onError: onFailed,
            },
          )
        }
      />
    </ProductSection>
  );
}

import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { MemoryDto } from '@common/documents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { dismissToast, toast } from '@/lib/toast';
import { useDeleteMemory } from '@/features/memories/api/delete-memory';
import { useSaveMemory } from '@/features/memories/api/save-memory';
import { serverMessage } from '@/lib/api-client';

/** 'product_name' reads 'Product name'. */
export const humaniseKey = (key: string) => {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A memory change's failure; the next change that succeeds clears it (the list shows the result). */
const MEMORY_TOAST = 'memory-change';
const failed = (fallback: string) => (error: unknown) =>
  toast({ id: MEMORY_TOAST, variant: 'destructive', title: 'Error', description: serverMessage(error, fallback) });
const succeeded = () => dismissToast(MEMORY_TOAST);

/** A remembered fact as text: its name and value. */
export const FactLine = ({ label, value }: { label: string; value: string }) => (
  <p className="min-w-0 flex-1 py-1.5 text-sm">
    <span className="font-medium">{label}:</span> <span className="break-words text-muted-foreground">{value}</span>
  </p>
);

/** 'noted_…' facts are named by their words alone, not by their generated key. */
const labelOf = (memory: MemoryDto) => (memory.key.startsWith('noted_') ? 'Noted' : humaniseKey(memory.key));

/**
 * One remembered fact: its value can be corrected (saved under the same key) or forgotten. A fact the
 * assistant proposed is kept (saved as it is) or dropped (forgotten). A reader who may not change the
 * chat sees the fact alone.
 */
export function MemoryItem({ documentId, memory, readOnly = false }: { documentId: string; memory: MemoryDto; readOnly?: boolean }) {
  if (readOnly)
    return (
      <li>
        <FactLine label={memory.proposed ? 'Proposed' : labelOf(memory)} value={memory.value} />
      </li>
    );
  return <EditableMemoryItem documentId={documentId} memory={memory} />;
}

function EditableMemoryItem({ documentId, memory }: { documentId: string; memory: MemoryDto }) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveMemory(documentId);
  const remove = useDeleteMemory(documentId);
  const label = labelOf(memory);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = draft?.trim() ?? '';
    if (!value || value === memory.value) return setDraft(null);
    save.mutate(
      { key: memory.key, value, importance: memory.importance },
      {
        onSuccess: () => {
          succeeded();
          setDraft(null);
        },
        onError: failed('Failed to save memory'),
      },
    );
  }

  if (memory.proposed && draft === null) {
    const keep = () =>
      save.mutate(
        { key: memory.key, value: memory.value, importance: memory.importance },
        { onSuccess: succeeded, onError: failed('Failed to keep memory') },
      );
    const drop = () => remove.mutate(memory.key, { onSuccess: succeeded, onError: failed('Failed to drop memory') });
    return (
      <li className="flex flex-wrap items-center gap-2 rounded-md border border-dashed px-2 py-1" aria-label={`Proposed: ${memory.value}`}>
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-medium">Proposed:</span> <span className="break-words text-muted-foreground">{memory.value}</span>
        </p>
        <Button size="sm" variant="secondary" className="h-7" disabled={save.isPending} onClick={keep}>
          <Check aria-hidden="true" /> Keep
        </Button>
        <Button size="sm" variant="ghost" className="h-7" disabled={remove.isPending} onClick={drop}>
          <X aria-hidden="true" /> Drop
        </Button>
      </li>
    );
  }

  if (draft !== null) {
    return (
      <li>
        <form onSubmit={onSubmit} className="flex items-center gap-2">
          <Input
            aria-label={label}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
            disabled={save.isPending}
            maxLength={2000}
            autoFocus
            className="h-8"
          />
          <Button type="submit" size="icon" variant="ghost" aria-label={`Save ${label}`} disabled={save.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Cancel" onClick={() => setDraft(null)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="group flex items-start gap-2">
      <FactLine label={label} value={memory.value} />
      <Button size="icon" variant="ghost" className="size-8" aria-label={`Edit ${label}`} onClick={() => setDraft(memory.value)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 text-muted-foreground hover:text-destructive"
        aria-label={`Forget ${label}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(memory.key, { onSuccess: succeeded, onError: failed('Failed to forget memory') })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

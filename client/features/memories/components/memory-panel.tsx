import { Spinner } from '@/components/ui/spinner';
import { useMemories } from '@/features/memories/api/get-memories';
import { MemoryItem } from '@/features/memories/components/memory-item';

/** The 'What I remember' panel: the facts kept for this chat, sent along with each message. */
export function MemoryPanel({ id, documentId }: { id: string; documentId: string }) {
  const { data: memories, isError } = useMemories(documentId);
  return (
    <section
      id={id}
      aria-label="What I remember"
      className="relative z-10 max-h-[40dvh] shrink-0 overflow-y-auto overscroll-contain border-b bg-muted/50 px-4 py-3 shadow-md sm:max-h-64 sm:px-6"
    >
      <p className="mb-2 text-xs text-muted-foreground">
        Facts from this chat that I send along with every message. Correct or remove any that are wrong.
      </p>
      {memories === undefined && !isError ? (
        <Spinner className="text-muted-foreground" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load what I remember.</p>
      ) : memories.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. Tell me your product&apos;s name, audience, features, goals or pain points and I will keep them here.
        </p>
      ) : (
        <ul className="space-y-1">
          {memories.map((memory) => (
            <MemoryItem key={memory.key} documentId={documentId} memory={memory} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { Spinner } from '@/components/ui/spinner';
import { useMemories } from '@/features/memories/api/get-memories';
import { Link } from 'wouter';
import { factKey } from '@common/guided-questions';
import { useProductMemory } from '@/features/memories/api/product-memory';
import { FactLine, humaniseKey, MemoryItem } from '@/features/memories/components/memory-item';

/** The 'What I remember' panel: the facts kept for this chat, sent along with each message; a reader only sees them. */
export function MemoryPanel({
  id,
  documentId,
  productId,
  readOnly = false,
}: {
  id: string;
  documentId: string;
  productId?: string | null;
  readOnly?: boolean;
}) {
  const { data: memories, isError } = useMemories(documentId);
  const { product, facts } = useProductMemory(productId);
  // The product's facts this chat starts from, but for those it has said otherwise.
  const own = new Set((memories ?? []).map((m) => factKey(m.key)));
  const inherited = facts.filter((f) => !own.has(factKey(f.key)));
  return (
    <section
      id={id}
      aria-label="What I remember"
      className="relative z-10 max-h-[40dvh] shrink-0 overflow-y-auto overscroll-contain border-b bg-muted/50 px-4 py-3 shadow-md sm:max-h-64 sm:px-6"
    >
      <p className="mb-2 text-xs text-muted-foreground">
        Facts from this chat that I send along with every message.{readOnly ? '' : ' Correct or remove any that are wrong.'}
      </p>
      {memories === undefined && !isError ? (
        <Spinner className="text-muted-foreground" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load what I remember.</p>
      ) : memories.length === 0 && product && inherited.length > 0 ? (
        <p className="text-sm text-muted-foreground">Nothing from this chat yet.</p>
      ) : memories.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. Tell me your product&apos;s name, audience, features, goals or pain points and I will keep them here.
        </p>
      ) : (
        <ul className="space-y-1">
          {memories.map((memory) => (
            <MemoryItem key={memory.key} documentId={documentId} memory={memory} readOnly={readOnly} />
          ))}
        </ul>
      )}
      {product && inherited.length > 0 && (
        <div className="mt-3 border-t pt-2">
          <p className="mb-1 text-xs text-muted-foreground">
            From{' '}
            <Link href={`/products/${product.id}`} className="underline underline-offset-2">
              {product.name}
            </Link>
            , which every chat of the product starts with:
          </p>
          <ul className="space-y-1" aria-label={`Facts from ${product.name}`}>
            {inherited.map((fact) => (
              <li key={fact.id}>
                <FactLine label={humaniseKey(fact.key)} value={fact.value} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useMemories } from '@/features/memories/api/get-memories';
import { useGiveFact, useProductMemory } from '@/features/memories/api/product-memory';
import { humaniseKey } from '@/features/memories/components/memory-item';
import { factOffers, offerId, type FactOffer } from '@/features/memories/lib/fact-offers';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const dismissedKey = (documentId: string) => `northstar:fact-offers:${documentId}`;

/** The offers the user set aside in this chat (kept in this browser). */
function readDismissed(documentId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(dismissedKey(documentId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * "Remember for <product>?": the facts this chat learned that its product does not hold, offered to
 * the product. A new fact is added with one click; one the product holds with another value is
 * shown beside it and replaced only on its own button, never silently.
 */
export function ProductFactOffer({ documentId, productId }: { documentId: string; productId: string }) {
  const { data: memories } = useMemories(documentId);
  const { product, facts, pending } = useProductMemory(productId);
  const give = useGiveFact(productId);
  const [dismissed, setDismissed] = useState(() => readDismissed(documentId));
  if (!memories || pending || !product) return null;
  const offers = factOffers(memories, facts, dismissed);
  if (!offers.length) return null;

  const remember = (offer: FactOffer) =>
    give.mutateAsync({ key: offer.memory.key, value: offer.memory.value, sourceId: documentId, factId: offer.fact?.id });
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, `Failed to remember it for ${product.name}`) });
  const rememberAll = () => Promise.all(offers.filter((o) => !o.fact).map(remember)).catch(failed);
  const notNow = () => {
    const next = new Set([...dismissed, ...offers.map((o) => offerId(o.memory))]);
    localStorage.setItem(dismissedKey(documentId), JSON.stringify([...next]));
    setDismissed(next);
  };
  const heading = `Remember for ${product.name}?`;

  return (
    <section aria-label={heading} className="shrink-0 border-b bg-primary/5 px-4 py-3 text-sm sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col gap-2">
        <p className="flex items-center gap-2 font-medium">
          <BookmarkPlus className="size-4 shrink-0" aria-hidden="true" />
          {heading}
        </p>
        <p className="text-xs text-muted-foreground">
          This chat learned {offers.length === 1 ? 'a fact' : 'facts'} that{' '}
          <Link href={`/products/${productId}`} className="underline underline-offset-2">
            {product.name}
          </Link>{' '}
          does not hold. Every chat of the product starts with its facts.
        </p>
        <ul className="space-y-1">
          {offers.map((offer) => (
            <li key={offer.memory.key} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 flex-1 break-words">
                <span className="font-medium">{humaniseKey(offer.memory.key)}:</span> {offer.memory.value}
                {offer.fact && (
                  <span className="text-muted-foreground">
                    {' '}
                    ({product.name} says “{offer.fact.value}”)
                  </span>
                )}
              </p>
              <Button
                size="sm"
                variant={offer.fact ? 'outline' : 'secondary'}
                className="h-7"
                disabled={give.isPending}
                aria-label={`${offer.fact ? 'Replace' : 'Remember'} ${humaniseKey(offer.memory.key)} for ${product.name}`}
                onClick={() => void remember(offer).catch(failed)}
              >
                {offer.fact ? 'Replace' : 'Remember'}
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {offers.filter((o) => !o.fact).length > 1 && (
            <Button size="sm" className="h-7" disabled={give.isPending} onClick={() => void rememberAll()}>
              Remember all new
            </Button>
          )}
          <Button size="sm" variant="ghost" className="h-7" onClick={notNow}>
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}

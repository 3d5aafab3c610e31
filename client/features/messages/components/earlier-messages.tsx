import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { EarlierPages } from '@/features/messages/hooks/use-earlier-pages';

/** Above a conversation with earlier messages: a button to load them (scrolling up does too), or that they are loading. */
export function EarlierMessages({ earlier, onLoad }: { earlier: EarlierPages; onLoad: () => void }) {
  if (earlier.loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <Spinner className="size-3.5" aria-hidden="true" />
        Loading earlier messages…
      </p>
    );
  }
  if (!earlier.more) return null;
  return (
    <Button variant="outline" size="sm" className="self-center" onClick={onLoad}>
      Load earlier messages
    </Button>
  );
}

import { FilePlus2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenAsDocument } from '@/features/documents/hooks/use-open-as-document';

/** Beside a chat reply's Copy: makes the reply an editor document and opens it in the editor. */
export function OpenAsDocumentButton({ chatId, messageId }: { chatId: string; messageId: string }) {
  const { open, opening } = useOpenAsDocument(chatId);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={opening}
      aria-busy={opening || undefined}
      onClick={() => open(messageId)}
      className="h-7 px-2 text-xs text-muted-foreground hover:text-foreground"
    >
      <FilePlus2 aria-hidden="true" />
      {opening ? 'Opening...' : 'Open as document'}
    </Button>
  );
}

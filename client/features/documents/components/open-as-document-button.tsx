import { FilePlus2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenAsDocument } from '@/features/documents/hooks/use-open-as-document';

/** Under a chat reply that is a draft: makes it a document and opens it in the editor. */
export function OpenAsDocumentButton({ markdown }: { markdown: string }) {
  const { open, opening } = useOpenAsDocument();
  return (
    <Button variant="outline" size="sm" disabled={opening} aria-busy={opening || undefined} onClick={() => open(markdown)}>
      <FilePlus2 aria-hidden="true" />
      {opening ? 'Opening...' : 'Open as document'}
    </Button>
  );
}

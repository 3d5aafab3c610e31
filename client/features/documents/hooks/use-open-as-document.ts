import { useState } from 'react';
import { useLocation } from 'wouter';
import { EDITOR_DOCUMENT_TYPE } from '@common/journeys';
import { toast } from '@/lib/toast';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { importDocumentFile } from '@/features/documents/api/editor-document';
import { draftBody, draftTitle } from '@/features/documents/lib/draft-document';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * A chat reply's draft as a new editor document: its Markdown becomes editor HTML the way an
 * uploaded .md file does (the import route), the document is created with the draft's title, and
 * the editor opens it.
 */
export function useOpenAsDocument() {
  const [, navigate] = useLocation();
  const create = useCreateDocument();
  const [opening, setOpening] = useState(false);

  async function open(markdown: string) {
    setOpening(true);
    try {
      const file = new File([draftBody(markdown)], 'draft.md', { type: 'text/markdown' });
      const { html } = await importDocumentFile(file);
      const document = await create.mutateAsync({ title: draftTitle(markdown), content: html, type: EDITOR_DOCUMENT_TYPE });
      navigate(paths.document(document.id));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to create document') });
    } finally {
      setOpening(false);
    }
  }

  return { open: (markdown: string) => void open(markdown), opening };
}

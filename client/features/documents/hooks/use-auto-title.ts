import { useEffect, useRef } from 'react';
import type { DocumentDto, MessageDto } from '@common/documents';
import { toast } from '@/lib/toast';
import { useGenerateTitle } from '@/features/documents/api/generate-title';
import { serverMessage } from '@/lib/api-client';

/**
 * The auto title: once the chat holds exactly two messages, the first from the user, and
 * the title is empty or starts with 'New', a title is generated from the first message (once).
 */
export function useAutoTitle(document: DocumentDto, messages: MessageDto[] | undefined) {
  const generateTitle = useGenerateTitle();
  const asked = useRef(false);
  const [first] = messages ?? [];
  const title = document.title.trim();
  // Only a reader who may edit the chat names it (a team's viewer does not).
  const mayName = document.permissions?.edit !== false;
  const due = mayName && messages?.length === 2 && first?.role === 'user' && (!title || title.startsWith('New'));

  useEffect(() => {
    if (!due || asked.current || !first) return;
    asked.current = true;
    generateTitle.mutate(
      { id: document.id, content: first.content },
      {
        onSuccess: () => toast({ title: 'Title generated successfully' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to generate title') }),
      },
    );
  }, [due, first, document.id, generateTitle]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { replyToDocument } from '@/features/documents/api/reply-document';
import { failureWithReason } from '@/lib/api-client';
import { documentRoutes, refetchList } from '@/lib/entity-cache';
import { paths } from '@/lib/paths';
import { dismissToast, toast } from '@/lib/toast';

/** The failure of "Open as document", which the next one that succeeds clears. */
const OPEN_TOAST = 'open-as-document';

/**
 * "Open as document" on a chat reply: the server makes the reply an editor document (headings,
 * lists, tables, tool results), linked back to the chat, and the editor opens it.
 */
export function useOpenAsDocument(chatId: string) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);

  async function open(messageId: string) {
    setOpening(true);
    try {
      const made = await replyToDocument(chatId, messageId);
      dismissToast(OPEN_TOAST);
      void refetchList(queryClient, documentRoutes.list);
      navigate(paths.document(made.id));
    } catch (error) {
      toast({
        id: OPEN_TOAST,
        variant: 'destructive',
        title: 'Could not open as document',
        description: failureWithReason(error, 'Failed to create document.'),
      });
    } finally {
      setOpening(false);
    }
  }

  return { open: (messageId: string) => void open(messageId), opening };
}

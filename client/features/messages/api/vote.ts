import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteBody } from '@common/votes';
import type { ChatMessage, Conversation } from '@/features/messages/api/conversations';
import { apiSend, serverMessage } from '@/lib/api-client';
import { patchMessage } from '@/lib/chat-cache';
import { action, api } from '@/lib/routes';
import { toast } from '@/lib/toast';

/** Thumbs up or down on a reply (0 clears it), kept on the cached message so it shows as chosen. */
export function useVote<M extends ChatMessage>(chat: Conversation<M>, messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoteBody) => apiSend(action(api.messages.vote, { messageId }), body),
    onSuccess: (saved) =>
      patchMessage(queryClient, chat.messages, messageId, { vote: saved.vote, voteComment: saved.voteComment } as Partial<M>),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to save your vote') }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentDto, CreateCommentBody } from '@common/comments';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

const listOf = (documentId: string) => resource(api.comments.list, { id: documentId });

/** The document's comment threads, oldest first, kept fresh by the live events of its readers. */
export const useComments = (documentId: string) => useQuery(queryFor(listOf(documentId)));

/** What the comment calls answer: the thread, put in place of its old self (or added) in the cached list. */
function useThreadChange<V>(documentId: string, send: (vars: V) => Promise<CommentDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (thread) =>
      queryClient.setQueryData<CommentDto[]>(listOf(documentId).queryKey, (old = []) =>
        old.some((t) => t.id === thread.id) ? old.map((t) => (t.id === thread.id ? thread : t)) : [...old, thread],
      ),
  });
}

export const useCreateComment = (documentId: string) =>
  useThreadChange(documentId, (body: Partial<CreateCommentBody> & { body: string }) =>
    apiSend(action(api.comments.create, { id: documentId }), body),
  );

export const useReply = (documentId: string) =>
  useThreadChange(documentId, ({ id, body }: { id: string; body: string }) => apiSend(action(api.comments.reply, { id }), { body }));

export const useResolve = (documentId: string) =>
  useThreadChange(documentId, ({ id, resolved }: { id: string; resolved: boolean }) =>
    apiSend(action(api.comments.update, { id }), { resolved }),
  );

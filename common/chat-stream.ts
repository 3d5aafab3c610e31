import { z } from 'zod';

/**
 * The data parts a streamed chat reply carries beside its text, in the AI SDK's UI message stream
 * (`data-<name>` chunks): the user's message as soon as it is saved, and every message the turn
 * saved once the reply is done. `M` is the chat's message DTO (a document's or a design's).
 */
export type ReplyStreamData<M> = {
  'user-message': M;
  'saved-messages': M[];
};

/** What Stop answers: whether a reply was being generated (it is then saved with what came). */
export const stoppedReplyDto = z.object({ stopped: z.boolean() });

import { z } from 'zod';
import { pageOf, pageQuery } from './pages';
import { idSchema, textField } from './text';

export const VOTE_COMMENT_MAX = 2000;

/** `PUT /api/messages/:messageId/vote`: thumbs up (1), down (-1) or none (0), with an optional comment. */
export const voteBody = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'value must be 1, -1 or 0' }),
  comment: textField('comment').trim().max(VOTE_COMMENT_MAX, `comment must be at most ${VOTE_COMMENT_MAX} characters`).optional(),
});
export type VoteBody = z.infer<typeof voteBody>;

/** One reply, named by its id alone (it is found through the chat it belongs to). */
export const voteParams = z.object({ messageId: idSchema('messageId') });

/** The vote a reply now carries: null once cleared. */
export const voteDto = z.object({ id: z.string(), vote: z.number().int().nullable(), voteComment: z.string().nullable() });
export type VoteDto = z.infer<typeof voteDto>;

export const VOTE_PAGE_MAX = 100;
/**
 * `GET /api/admin/votes`: a page of votes, newest first (`cursor` is the previous page's `nextCursor`);
 * `prompt` keeps the votes on replies written under that prompt version (`none`: those with none recorded).
 */
export const votesQuery = pageQuery(VOTE_PAGE_MAX).extend({
  prompt: z.string().trim().min(1, 'prompt must not be empty').max(200, 'prompt must be at most 200 characters').optional(),
});
export type VotesQuery = z.infer<typeof votesQuery>;
/** The `prompt` filter of replies that record none (written before prompts were recorded, or saved as they were). */
export const NO_PROMPT = 'none';

/** `GET /api/admin/votes/prompts`: the votes counted per prompt version, the most voted first. */
export const votePromptDto = z.object({
  /** `<prompt>#<hash of its text>`, e.g. `chat/prd#1a2b3c4d`; null for replies that record none. */
  prompt: z.string().nullable(),
  up: z.number().int(),
  down: z.number().int(),
  lastVotedAt: z.string(),
});
export type VotePromptDto = z.infer<typeof votePromptDto>;

/** A vote as the admin reads it: the journey, the model and prompt when known, the reply and the comment. */
export const adminVoteDto = z.object({
  messageId: z.string(),
  value: z.number().int(),
  comment: z.string().nullable(),
  votedAt: z.string(),
  /** The chat's journey (the document's type), or `design` for a design review chat. */
  journey: z.string(),
  /** The model that wrote the reply, when replies record one. */
  model: z.string().nullable(),
  /** The prompt version the reply was written under (`chat/prd#1a2b3c4d`), when one is recorded. */
  prompt: z.string().nullable(),
  reply: z.string(),
  email: z.string(),
});
export type AdminVoteDto = z.infer<typeof adminVoteDto>;
export const adminVotePageDto = pageOf(adminVoteDto);
export type AdminVotePage = z.infer<typeof adminVotePageDto>;

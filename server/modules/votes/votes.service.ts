import { NO_PROMPT, type AdminVotePage, type VoteBody, type VoteDto, type VotePromptDto, type VotesQuery } from '../../../common/votes';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { authorize } from '../../policies/can';
import type { Member } from '../../policies/policy';
import { withTeamAccess } from '../teams/teams.service';
import * as q from './votes.queries';

export const REPLY_NOT_FOUND = 'Reply not found';
/** Votes per admin page when none is asked for. */
export const VOTE_PAGE_SIZE = 50;

/**
 * Thumbs up or down on a reply of a chat (a document's or a design's) the actor may write in (their own,
 * or their team's as an editor or owner), with an optional comment; 0 clears both. A team's viewer gets
 * 403; any other message, or a stranger's, is a 404 as if it did not exist.
 */
export async function voteOnReply(ctx: AppContext, actor: Member, messageId: string, body: VoteBody): Promise<VoteDto> {
  const row = await q.messageWithOwner(ctx.database.db, messageId);
  if (!row || row.role !== 'assistant') throw notFound(REPLY_NOT_FOUND);
  const refusal = { hidden: REPLY_NOT_FOUND };
  const db = ctx.database.db;
  if (row.documentUserId !== null) {
    const document = await withTeamAccess(db, actor, { userId: row.documentUserId, teamId: row.documentTeamId });
    authorize(actor, 'chat', { document }, refusal);
  } else if (row.designUserId !== null) {
    const design = await withTeamAccess(db, actor, { userId: row.designUserId, teamId: row.designTeamId });
    authorize(actor, 'chat', { design }, refusal);
  } else throw notFound(REPLY_NOT_FOUND);
  const cleared = body.value === 0;
  const comment = cleared ? null : body.comment || null;
  const saved = await q.setVote(ctx.database.db, row.id, {
    value: cleared ? null : body.value,
    comment,
    at: cleared ? null : ctx.clock.now(),
  });
  if (!saved) throw notFound(REPLY_NOT_FOUND);
  return saved;
}

/**
 * The votes for the admin, newest first, a page at a time (`cursor` is how many came before), with
 * the model and the prompt version each reply was written under; `prompt` keeps one prompt's votes.
 */
export async function listVotes(ctx: AppContext, query: VotesQuery): Promise<AdminVotePage> {
  const limit = query.limit ?? VOTE_PAGE_SIZE;
  const offset = query.cursor && /^\d+$/.test(query.cursor) ? Number(query.cursor) : 0;
  const prompt = query.prompt === NO_PROMPT ? null : query.prompt;
  const rows = await q.listVotes(ctx.database.db, { limit: limit + 1, offset, prompt });
  return { items: rows.slice(0, limit), nextCursor: rows.length > limit ? String(offset + limit) : null };
}

/** Up and down votes per prompt version: the evidence to tune a prompt by. */
export const votesByPrompt = (ctx: AppContext): Promise<VotePromptDto[]> => q.votesByPrompt(ctx.database.db);

import type { AppContext } from '../../lib/context';
import { tooMany } from '../../lib/errors';

export const AI_CALLS_PER_MINUTE = 20;
export const AI_RATE_MESSAGE = `You are sending requests too fast: at most ${AI_CALLS_PER_MINUTE} AI requests a minute. Please wait a moment.`;

/** Per-user limit on AI calls, shared by every app server. */
export async function assertAiAllowance(ctx: AppContext, userId: string) {
  const full = await ctx.rates.consume({ key: `ai:${userId}`, limit: AI_CALLS_PER_MINUTE, windowMs: 60_000 });
  if (full) throw tooMany(AI_RATE_MESSAGE);
}

export const TOOL_RUNS_PER_MINUTE = 120;
export const TOOL_RATE_MESSAGE = `You are recomputing too fast: at most ${TOOL_RUNS_PER_MINUTE} tool runs a minute. Please wait a moment.`;

/** Per-user limit on running PM tools from a card; counted apart from AI calls, since no model is asked. */
export async function assertToolAllowance(ctx: AppContext, userId: string) {
  const full = await ctx.rates.consume({ key: `tools:${userId}`, limit: TOOL_RUNS_PER_MINUTE, windowMs: 60_000 });
  if (full) throw tooMany(TOOL_RATE_MESSAGE);
}

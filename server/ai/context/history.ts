import type { ChatTurn } from '../types';
import type { Counter } from './fit-document';

const SUMMARY_OPENING = "Here's what I understand:";
const SUMMARY_LINE = /^- [a-z][a-z0-9_]*: .*$/;

/** The guided summary without its answer list: the answers are in the data block's questionnaire. */
function shortSummary(text: string): string {
  if (!text.includes(SUMMARY_OPENING)) return text;
  const lines = text.split('\n').filter((line) => !SUMMARY_LINE.test(line.trim()));
  return lines
    .join('\n')
    .replace(SUMMARY_OPENING, `${SUMMARY_OPENING} (my answers are in the questionnaire section of the data)`)
    .replace(/\n{3,}/g, '\n\n');
}

/**
 * The conversation as the model reads it. The facts each user message was sent with stay beside it,
 * out of its text (the current facts are in the data block, once); questionnaire answers are left to the data block's question → answer pairs, and turns of the same role in a row
 * (a message whose reply failed) are joined, as both wire protocols expect turns to alternate.
 */
export function prepareTurns(turns: ChatTurn[], opts: { answersInData: boolean }): ChatTurn[] {
  const out: ChatTurn[] = [];
  for (const turn of turns) {
    if (turn.role === 'user' && turn.isQuestion && opts.answersInData) continue;
    const content = turn.role === 'user' ? shortSummary(turn.content) : turn.content;
    if (!content.trim()) continue;
    const last = out.at(-1);
    if (last?.role === turn.role) last.content = `${last.content}\n\n${content}`;
    else out.push({ role: turn.role, content });
  }
  return out;
}

export type FittedHistory = { turns: ChatTurn[]; tokens: number; omitted: number };

/**
 * The latest turns that fit the budget, newest first until one does not. The newest turn is always
 * kept (cut to the budget if it alone is larger); the count of the left-out older turns is returned
 * for a note.
 */
export function fitHistory(turns: ChatTurn[], budget: number, count: Counter): FittedHistory {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i] as ChatTurn;
    const tokens = turn.content.length > (budget - used) * 8 ? Infinity : count(turn.content) + 4;
    if (used + tokens > budget) {
      if (kept.length === 0) {
        const content = `${turn.content.slice(0, Math.max(0, budget) * 3)}\n\n[Northstar: this message is cut to fit the model's context.]`;
        kept.unshift({ role: turn.role, content });
        used += count(content);
      }
      break;
    }
    kept.unshift(turn);
    used += tokens;
  }
  return { turns: kept, tokens: used, omitted: turns.length - kept.length };
}

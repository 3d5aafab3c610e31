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

/** The part of a text that says what it is: its first sentence, or its first line when that is a heading. */
function gist(text: string, chars: number): string {
  const first = text.trim().split('\n')[0] ?? '';
  const sentence = first.replace(/^[#>*\-\s]+/, '').split(/(?<=[.!?])\s/)[0] ?? '';
  const clean = sentence.replace(/\*\*/g, '').trim();
  return clean.length > chars ? `${clean.slice(0, chars - 1).trimEnd()}…` : clean;
}

/**
 * A short note of turns left out to fit the budget, oldest first: what the PM asked and what each
 * reply was about, with the headings of any draft it wrote, so the thread and the drafts' shape stay
 * known. Newer turns win when the note would pass `budget` tokens.
 */
export function summariseTurns(turns: ChatTurn[], budget: number, count: Counter): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i] as ChatTurn;
    const headings = turn.role === 'assistant' ? [...turn.content.matchAll(/^#{1,3}\s+(.+)$/gm)].map((m) => m[1]?.trim()).slice(0, 8) : [];
    const line =
      turn.role === 'user'
        ? `- The PM asked: ${gist(turn.content, 160)}`
        : `- You answered: ${gist(turn.content, 160)}${headings.length > 0 ? ` (a draft with sections: ${headings.join('; ')})` : ''}`;
    const tokens = count(line) + 1;
    if (used + tokens > budget) break;
    lines.unshift(line);
    used += tokens;
  }
  return lines.join('\n');
}

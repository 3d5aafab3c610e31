/** A chat as the coach reads it: the newest request, what was said before, and every known fact. */
import type { JourneyType } from '../../../../common/constants';
import type { DesignContext, ReplyInput } from '../../types';
import { readKnown, type Facts } from '../coach-facts';
import { OFFLINE_NOTE } from '../../../../common/offline-note';

export type Conversation = {
  journey: JourneyType;
  /** The newest user message. */
  text: string;
  /** Earlier user messages (words only), oldest first. */
  earlier: string[];
  /** Assistant replies so far (without the offline note), oldest first. */
  replies: string[];
  /** Each earlier user message that got a reply, with that reply (guided answers get none). */
  exchanges: { asked: string; reply: string }[];
  facts: Facts;
  /** Whole questionnaire answers by key, when known (facts hold short values). */
  full: Facts;
  documentText?: string;
  design?: DesignContext;
  /** True when the newest message is the guided questionnaire's summary. */
  guidedSummary: boolean;
  /** The same input truncated to an earlier user turn (to explain an earlier answer). */
  upTo: (userTurn: number) => ReplyInput;
};

export function readConversation(input: ReplyInput): Conversation {
  const users = input.messages.filter((m) => m.role === 'user');
  const words = users.map((m) => m.content);
  const text = words.at(-1) ?? '';
  const known = readKnown(input, users);
  return {
    journey: input.journeyType,
    text,
    earlier: words.slice(0, -1),
    replies: input.messages.filter((m) => m.role === 'assistant').map((m) => m.content.replace(OFFLINE_NOTE, '').trim()),
    exchanges: input.messages.slice(0, -1).flatMap((m, i) => {
      const next = input.messages[i + 1];
      return m.role === 'user' && next?.role === 'assistant'
        ? [{ asked: m.content, reply: next.content.replace(OFFLINE_NOTE, '').trim() }]
        : [];
    }),
    facts: known.facts,
    full: known.full,
    documentText: input.documentText,
    design: input.design,
    guidedSummary: text.startsWith('Thank you for answering those questions.') && text.includes("Here's what I understand:"),
    upTo(userTurn) {
      let seen = -1;
      const cut = input.messages.findIndex((m) => m.role === 'user' && ++seen === userTurn);
      return { ...input, messages: input.messages.slice(0, cut + 1) };
    },
  };
}

/** The option an earlier prioritisation put first and the ones it ranked below, newest answer first. */
export function lastRanking(c: Conversation): { top: string; rest: string[] } | undefined {
  for (const reply of [...c.replies].reverse()) {
    const top = /^\*\*Build (.+?) first\.\*\*/m.exec(reply)?.[1];
    if (!top) continue;
    const rows = [...reply.matchAll(/^\|\s*([^|*]+?)\s*\|/gm)].map((m) => m[1] ?? '').filter((cell) => !/^(option|-+)$/i.test(cell));
    return { top, rest: rows.filter((r) => r.toLowerCase() !== top.toLowerCase()) };
  }
  return undefined;
}

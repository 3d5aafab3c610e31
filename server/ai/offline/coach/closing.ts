/**
 * The conversation rules for questions: never ask for a known fact; ask for a missing one at most
 * twice a conversation, and only when the user asked for nothing; at most one question per reply;
 * no more than two replies in a conversation end with a question, and none repeats one.
 */
import type { Answer } from './answer';
import type { Conversation } from './conversation';
import { FACTS, missingFacts } from '../coach-facts';

const MAX_FACT_QUESTIONS = 2;
const ASKS = /\?\s*$|^(?:what|how|why|which|who|when|where|should|can|could|would|is|are|do|does|give|write|draft|list|show|tell)\b/i;
const MAX_CLOSING_QUESTIONS = 2;

/** A reply "ends with a question" when its last paragraph asks one. */
const endsWithQuestion = (reply: string) =>
  (
    reply
      .trim()
      .split(/\n\s*\n/)
      .at(-1) ?? ''
  ).includes('?');

export function closingQuestion(c: Conversation, reply: Answer): string {
  if (reply.kind !== 'statement' && reply.kind !== 'kickoff') return '';
  // A question the engine could not answer is not the moment to ask one back.
  if (reply.kind === 'statement' && ASKS.test(c.text.trim())) return '';
  if (c.replies.filter(endsWithQuestion).length >= MAX_CLOSING_QUESTIONS) return '';
  const questions = Object.values(FACTS).map((f) => f.question);
  const asked = c.replies.filter((r) => questions.some((q) => r.includes(q)));
  if (asked.length >= MAX_FACT_QUESTIONS) return '';
  const next = missingFacts(c.facts, c.journey).find((key) => !c.replies.some((r) => r.includes(FACTS[key].question)));
  return next ? `**One question:** ${FACTS[next].question}` : '';
}

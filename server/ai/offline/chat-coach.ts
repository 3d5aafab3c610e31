/** The offline chat coach: answers what the message asks, from everything the chat knows. */
import type { ReplyInput } from '../types';
import type { Answer, ToolCall } from './coach/answer';
import { blocks } from './coach/answer';
import { closingQuestion } from './coach/closing';
import { readConversation, type Conversation } from './coach/conversation';
import { answerStatement, QUESTION } from './coach/kickoff';
import { answerWhy } from './coach/recap';
import { ROUTES } from './coach/route';

const WHY =
  /^(?:but\s+|and\s+|ok(?:ay)?,?\s+|so\s+)?(?:why|how come|explain( (that|this|it|your (choice|reasoning|answer)))?|what'?s the reasoning|what makes you say|on what basis|why (that|this) one)\b/i;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/;

/** The answer to the conversation's newest message, before any closing question. */
export function answer(c: Conversation): Answer {
  const lower = c.text.toLowerCase();
  if (WHY.test(c.text.trim()) && c.text.length < 160) {
    const turn = c.earlier.length - 1;
    const prior = turn >= 0 ? c.upTo(turn) : null;
    const previous = prior ? answer(readConversation(prior)) : null;
    return answerWhy(c, previous);
  }
  if (IMAGE.test(c.text) && c.text.replace(IMAGE, '').trim().length < 20 && !c.design) {
    return {
      kind: 'statement',
      text: 'I cannot look inside images in chat. Upload the screen in **Designs** and run **Analyze Design**: I will measure text contrast against its background, clutter and the palette, and answer follow-ups from those numbers.',
    };
  }
  for (const route of ROUTES) {
    if (!route.test(c, lower)) continue;
    const found = route.answer(c);
    if (found) return found;
  }
  return answerStatement(c);
}

/** The coach's reply to the conversation's newest message, with the toolbox calls it computed through. */
/** How the coach met the message: a rule answered it, it is a question no rule answers, or it states something. */
export type CoachMet = 'rule' | 'no-rule' | 'statement';

export function coachAnswer(input: ReplyInput): { text: string; tools: ToolCall[]; met: CoachMet } {
  const c = readConversation(input);
  const reply = answer(c);
  const met: CoachMet = reply.kind !== 'statement' ? 'rule' : QUESTION.test(c.text.trim()) ? 'no-rule' : 'statement';
  return { text: blocks(reply.text, closingQuestion(c, reply)), tools: reply.tools ?? [], met };
}

export const coachReply = (input: ReplyInput): string => coachAnswer(input).text;

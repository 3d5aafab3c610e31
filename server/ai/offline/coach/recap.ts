/** A summary of the conversation, and "why?" about the previous answer. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { labelOf, missingFacts, FACTS } from '../coach-facts';

const firstLine = (reply: string) =>
  (reply.split('\n').find((line) => line.trim() && !line.startsWith('|')) ?? '')
    .replace(/^#+\s*/, '')
    .replace(/\*\*/g, '')
    .replace(/\s*\([^)]*\):?$|:$/, '')
    .trim();
/** Replies that record no result: notes, explanations, earlier summaries and requests for more input. */
const NO_RESULT =
  /^(?:Noted:|Glad it helps|My last answer|Why |Where we are|The offline engine has no rule|I'm Northstar|List the options|There is no earlier answer|I cannot look inside)/;
const SENTENCE = /(?<=[.!?])\s+(?=[A-Z"“])/;
const short = (text: string, max = 110) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max))}…`);

export function answerSummary(c: Conversation): Answer {
  const facts = Object.entries(c.facts)
    .filter(([key, value]) => value && key !== 'subject')
    .map(([key, value]) => `- **${labelOf(key)}:** ${short(value ?? '', 140)}`);
  const asked = c.exchanges
    .map((t) => ({ text: t.asked.replace(/\s+/g, ' ').trim(), reply: t.reply }))
    .filter((t) => t.text && !t.text.startsWith('Thank you for answering') && !NO_RESULT.test(firstLine(t.reply)))
    .slice(-8)
    .map((t) => {
      const parts = t.text.slice(0, 2000).split(SENTENCE);
      const asked = (parts.find((s) => s.includes('?')) ?? parts[0] ?? t.text).replace(/\?$/, '');
      return `- ${short(asked, 80)} → ${short(firstLine(t.reply), 120)}`;
    });
  const open = missingFacts(c.facts, c.journey).map((key) => `- ${FACTS[key].label} not stated yet`);
  return {
    kind: 'summary',
    text: blocks(
      `**Where we are** (${c.earlier.length} message${c.earlier.length === 1 ? '' : 's'} from you so far):`,
      facts.length > 0 ? ['**What I know**', ...facts] : 'No product facts stated yet.',
      asked.length > 0 ? ['**What we worked out**', ...asked] : '',
      open.length > 0 ? ['**Still open**', ...open] : '',
    ),
  };
}

/** "Why that one?": the reasons of the previous answer, recomputed from the same conversation. */
export function answerWhy(c: Conversation, previous: Answer | null): Answer {
  if (previous?.why && previous.why.length > 0) {
    const claim =
      previous.claim ??
      firstLine(previous.text)
        .split(/(?<=[.!])\s/)[0]
        ?.replace(/[.!]$/, '');
    return {
      kind: 'why',
      text: blocks(
        `**Why ${claim}:**`,
        previous.why.map((reason) => `- ${reason.replace(/^[a-z]/, (l) => l.toUpperCase())}`),
        'Change any of these inputs and tell me; I will redo the numbers.',
      ),
    };
  }
  const last = c.replies.at(-1);
  return {
    kind: 'why',
    text: last
      ? blocks(
          `My last answer rests on what you told me: ${
            Object.entries(c.facts)
              .filter(([, v]) => v)
              .slice(0, 4)
              .map(([k, v]) => `${labelOf(k).toLowerCase()} "${short(v ?? '', 60)}"`)
              .join(', ') || 'no stated facts, so general practice'
          }.`,
          `The headline was: ${firstLine(last)}. Give me a number that contradicts it and I will revise.`,
        )
      : 'There is no earlier answer to explain yet. Ask me something about your product and I will show the reasoning with it.',
  };
}

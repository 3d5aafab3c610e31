/**
 * The default AI engine: deterministic, rule-based, no network and no model. Its chat coach and
 * document reviewer (with their language libraries, about 50 MiB) load with the first call that
 * needs them, not at start-up.
 */
import type { AiEngine, ReplyInput } from '../types';
import { formatDesignReview, measureDesign } from './design-review';
import { asksForFact, knowledgeReply } from './knowledge-answer';
import { searchMyWorkReply } from './search-my-work';
import { titleFrom } from './title';

export { OFFLINE_NOTE } from '../../../common/offline-note';
import { OFFLINE_NOTE } from '../../../common/offline-note';
const WORDS_PER_CHUNK = 4;

/** Splits text into chunks of a few words; joined back together they are the text exactly. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** The coach's answer; what it computed through the toolbox is saved as a model's tool calls are: a card each, before the text. */
async function coachText(input: ReplyInput) {
  const { coachAnswer } = await import('./chat-coach');
  const reply = coachAnswer(input);
  reply.tools.forEach(({ name, input: toolInput, output }, i) =>
    input.onToolPart?.({
      type: `tool-${name}`,
      toolCallId: `offline-${name}-${i + 1}`,
      state: 'output-available',
      input: toolInput,
      output,
    }),
  );
  return { text: reply.text, met: reply.met };
}

/**
 * The reply's text. A question of fact the product's files answer is answered from them, naming each
 * source; a question about the user's own past work from a search of it, with quotes and links. A
 * statement is noted by the coach. A question a coach's rule answers gets that answer, with what the
 * files say after it; one no rule answers gets what the files say, or failing that the closest
 * passage (alone for a question of fact, after the coach's reply for any other).
 */
async function replyText(input: ReplyInput): Promise<string> {
  const question = input.messages.findLast((turn) => turn.role === 'user')?.content ?? '';
  const known = knowledgeReply(input);
  if (known && asksForFact(question)) return known;
  const searched = known ? undefined : await searchMyWorkReply(input);
  if (searched) return searched;
  const coach = await coachText(input);
  if (coach.met === 'statement') return coach.text;
  if (coach.met === 'rule') return known ? `${coach.text}\n\n${known}` : coach.text;
  if (known) return known;
  const closest = knowledgeReply(input, true);
  if (!closest) return coach.text;
  return asksForFact(question) ? closest : `${coach.text}\n\n${closest}`;
}

async function* streamReply(input: ReplyInput): AsyncGenerator<string> {
  const text = `${await replyText(input)}\n\n${OFFLINE_NOTE}`;
  for (const chunk of chunkText(text)) {
    if (input.signal?.aborted) return;
    yield chunk;
  }
}

export function createOfflineEngine(): AiEngine {
  return {
    info: { engine: 'offline', provider: 'offline', model: 'northstar-rules-1' },
    reply: streamReply,
    async analyzeDocument({ title, text }) {
      const { formatReview, reviewDocument } = await import('./document-review');
      const messages = formatReview(reviewDocument(text, title));
      return messages.map((message, i) => (i === messages.length - 1 ? `${message}\n\n${OFFLINE_NOTE}` : message));
    },
    async suggestEdits(input) {
      const { suggestEditsOffline } = await import('./document-suggestions');
      return suggestEditsOffline(input);
    },
    async analyzeDesign({ image, title }) {
      return `${formatDesignReview(await measureDesign(image), title)}\n\n${OFFLINE_NOTE}`;
    },
    async generateTitle({ content }) {
      return titleFrom(content);
    },
  };
}

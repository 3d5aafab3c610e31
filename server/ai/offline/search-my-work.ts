/**
 * The offline engine's "search my work" step: a question about the user's own past work ("what did
 * we decide about pricing last month?", "did we already write about onboarding?") is answered from a
 * full-text search of their documents, chats and designs, quoting what it used with links.
 */
import type { ToolPart } from '../../../common/messages';
import type { ReplyInput } from '../types';

/** Questions about what the user (or their team) decided, wrote or discussed before; the topic follows "about", "on"... */
const ASKS_PAST_WORK = [
  /\bwhat (?:did|have|had) (?:we|i) (?:\w+ )?(?:decide|decided|say|said|write|written|wrote|agree|agreed|conclude|concluded|settle|settled|choose|chose|pick|picked|note|noted|land|landed)\b/i,
  /\b(?:did|have|had) (?:we|i) (?:already |ever |previously |before )?(?:write|written|wrote|decide|decided|discuss|discussed|cover|covered|document|documented|talk|talked|draft|drafted|look|looked)\b/i,
  /\b(?:search|find|look up|look through|check) (?:in )?(?:my|our) (?:work|documents|docs|notes|chats|designs|files)\b/i,
  /\bwhere (?:did|have) (?:we|i) (?:write|written|wrote|note|noted|say|said|decide|decided|put)\b/i,
];
const TOPIC = /\b(?:about|on|regarding|re|for|around)\s+(.+)$/i;
/** A period the question names, which a full-text search cannot use (it searches all of the user's work). */
const WHEN =
  /\b(?:last|this|previous|past) (?:week|month|quarter|year|sprint)\b|\b(?:yesterday|recently|lately|in (?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]))\b/gi;
/** Words of time that name no period. */
const ANY_TIME = /\b(?:before|already|so far|ever|previously|earlier|at some point)\b/gi;
const FILLER = /^(?:the|our|my|a|an|any|some|that|this)\s+/i;

/** The topic to search for when the message asks about the user's past work, else null. */
export function workQuestionTopic(message: string): { topic: string; when: string | null } | null {
  const text = message.trim();
  const asked = text.length > 300 ? null : ASKS_PAST_WORK.map((re) => re.exec(text)).find((m) => m !== null);
  if (!asked) return null;
  // The topic follows "about", "on"...; else it is what follows the question ("have we discussed X?").
  const tail = TOPIC.exec(text)?.[1] ?? text.slice(asked.index + asked[0].length);
  const when = text.match(WHEN)?.[0] ?? null;
  const topic = tail
    .replace(WHEN, ' ')
    .replace(ANY_TIME, ' ')
    .replace(/[?.!]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(FILLER, '')
    .trim();
  return topic.length >= 2 ? { topic, when } : null;
}

type Match = { title: string; kind: string; quote: string; link: string };

const asMatches = (output: unknown): Match[] => {
  const matches = (output as { matches?: unknown }).matches;
  return Array.isArray(matches) ? (matches as Match[]) : [];
};

/** A quote for a Markdown blockquote line: one line, no stray Markdown link brackets. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();

/**
 * The reply to a question about the user's past work, searched through the chat's workspace tools,
 * with the search told to `onToolPart` as a tool part; null when the message asks no such question.
 */
export async function searchMyWorkReply(input: ReplyInput): Promise<string | null> {
  const last = input.messages.at(-1);
  if (!input.workspace?.names.includes('search_my_work') || last?.role !== 'user') return null;
  const asked = workQuestionTopic(last.content);
  if (!asked) return null;
  const toolInput = { query: asked.topic };
  const output = await input.workspace.run('search_my_work', toolInput);
  const part: ToolPart = {
    type: 'tool-search_my_work',
    toolCallId: 'offline-search-1',
    state: 'output-available',
    input: toolInput,
    output,
  };
  input.onToolPart?.(part);
  const matches = asMatches(output);
  const dated = asked.when ? ` I searched all of your work, not only ${asked.when.toLowerCase()}: check the dates in each.` : '';
  if (matches.length === 0)
    return `I searched your documents, chats and designs for **${asked.topic}** and found nothing.${dated} If it was decided elsewhere, tell me what was decided and I will keep it in mind for this chat.`;
  const lines = matches.map((m) => `- [${oneLine(m.title)}](${m.link}) (${m.kind}): “${oneLine(m.quote)}”`);
  return [
    `Here is what your own work says about **${asked.topic}**, best matches first:`,
    lines.join('\n'),
    `These are quotes from a full-text search of your documents, chats and designs; open one to read it in full.${dated}`,
  ].join('\n\n');
}

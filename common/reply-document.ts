/**
 * A chat reply as an editor document's Markdown and title ("Open as document"): the reply's text with
 * its headings, lists and tables, each tool call as a small block (tool, inputs, formula, answer),
 * without the lines that only make sense in the chat.
 */
import { isNewJourneyTitle } from './journeys';
import type { MessagePart, ToolPart } from './messages';
import { OFFLINE_NOTE } from './offline-note';
import { inputLabel, toolLabel } from './tools/labels';
import { toolResult } from './tools/result';

/** The longest title a reply's document gets: longer ones are cut with an ellipsis. */
export const REPLY_TITLE_CHARS = 120;
/** What a reply's document is called when neither the reply nor its chat names anything. */
export const UNTITLED_REPLY = 'Notes from a chat';

const HEADING = /^#{1,3}\s+(.+?)\s*#*\s*$/;
const TITLE_HEADING = /^#{1,2}\s+\S/;
/** Lines for the chat only: what to do with the reply, and the offline engine's note. */
const isChatOnly = (line: string) => /open as document|copy this into a document/i.test(line) || line.trim() === OFFLINE_NOTE;

/** The line index of the reply's title heading (# or ##), when it opens the reply after one line of introduction at most. */
function titleHeadingAt(lines: string[]): number {
  const filled = lines.flatMap((line, i) => (line.trim() ? [i] : [])).slice(0, 2);
  return filled.find((i) => TITLE_HEADING.test((lines[i] ?? '').trim())) ?? -1;
}

/** A heading as a title: no emphasis marks, without the word that says it is a draft ("PRD outline: X" → "PRD: X"). */
const plainHeading = (text: string) =>
  text
    .replace(/[*_`]/g, '')
    .replace(/\s+(?:outline|draft|skeleton|template)(?=\s*:)/i, '')
    .trim();

const clip = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
};

/** A chat title that names nothing yet ('New Chat', 'New PRD Document'). */
const isPlaceholderTitle = (title: string) => !title || title === 'New Chat' || isNewJourneyTitle(title);

/**
 * The document's title: the reply's first heading, after the chat's title when that adds something
 * ("Pricing — Price change"); the chat's title alone when the reply has no heading.
 */
export function replyDocumentTitle(chatTitle: string, markdown: string): string {
  const chat = chatTitle.replace(/\s+/g, ' ').trim();
  const first = markdown.split('\n').find((line) => HEADING.test(line.trim()));
  const heading = first ? plainHeading(HEADING.exec(first.trim())?.[1] ?? '') : '';
  const lower = (s: string) => s.toLowerCase();
  let title: string;
  if (!heading) title = isPlaceholderTitle(chat) ? UNTITLED_REPLY : chat;
  else if (isPlaceholderTitle(chat) || lower(heading).includes(lower(chat)) || lower(chat).includes(lower(heading))) title = heading;
  else title = `${chat} — ${heading}`;
  return clip(title, REPLY_TITLE_CHARS);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const shown = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : clip(JSON.stringify(value), 200);

/** A tool call as a small block: its name, the inputs it used, the formula and the answer. */
export function toolBlock(part: ToolPart): string {
  const name = toolLabel(part.type.slice('tool-'.length));
  const result = toolResult.safeParse(part.output);
  if (part.state === 'output-error' || !result.success) return `**Computed: ${name}** — not computed: ${part.errorText ?? 'no result'}`;
  const { inputs, formula, answer } = result.data;
  const rows = Object.entries(inputs).map(([key, value]) => `| ${cell(inputLabel(key))} | ${cell(shown(value))} |`);
  return [
    `**Computed: ${name}**`,
    rows.length > 0 ? ['| Input | Value |', '| --- | --- |', ...rows].join('\n') : '',
    `Formula: \`${formula.replace(/`/g, "'")}\``,
    `**Answer:** ${answer}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The reply's Markdown in the order it came: its text parts, and each tool call as a block. */
export function replyMarkdown(content: string, parts: MessagePart[] = []): string {
  if (!parts.some((part) => part.type.startsWith('tool-'))) return content;
  return parts.flatMap((part) => (part.type === 'text' ? [part.text] : 'toolCallId' in part ? [toolBlock(part)] : [])).join('\n\n');
}

/** The document's Markdown: its title as the first line (the editor's title follows it), then the reply without its own title heading and chat-only lines. */
export function replyDocumentBody(title: string, markdown: string): string {
  const lines = markdown.split('\n');
  const at = titleHeadingAt(lines);
  const body = lines.slice(at + 1).filter((line) => !isChatOnly(line));
  return [`# ${title}`, '', ...body].join('\n').trim();
}

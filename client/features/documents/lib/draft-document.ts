import { OFFLINE_NOTE } from '@common/offline-note';
import { titleFromText } from '@/features/documents/lib/document-title';

const HEADING = /^#{1,3}\s+(.+?)\s*#*\s*$/;
/** Lines for the chat only: what to do with the reply, and the offline engine's note. */
const isChatOnly = (line: string) => /open as document|copy this into a document/i.test(line) || line.trim() === OFFLINE_NOTE;

const headingsOf = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => HEADING.exec(line.trim())?.[1])
    .filter((text): text is string => Boolean(text));

const TITLE_HEADING = /^#{1,2}\s+\S/;

/** A reply that is a document draft: a title heading (# or ##), after a line of introduction at most, and at least three sections under it. */
export function isDocumentDraft(markdown: string): boolean {
  const lines = markdown.split('\n').filter((line) => line.trim());
  const at = lines.findIndex((line) => TITLE_HEADING.test(line.trim()));
  return at >= 0 && at <= 1 && headingsOf(lines.slice(at + 1).join('\n')).length >= 3;
}

/**
 * The draft's title as a person writes it, from its first heading without the word that says it is
 * a draft ("PRD outline: Instant Pay" → "PRD: Instant Pay"), at most 50 characters as the editor keeps.
 */
export function draftTitle(markdown: string): string {
  const first =
    markdown
      .split('\n')
      .find((line) => TITLE_HEADING.test(line.trim()))
      ?.replace(/^#+\s+/, '') ?? '';
  const plain = first.replace(/[*_`]/g, '').replace(/\s+(?:outline|draft|skeleton|template)(?=\s*:)/i, '');
  return titleFromText(plain);
}

/** The draft as the document's Markdown: its title as the first line (the editor's title follows it), without chat-only lines. */
export function draftBody(markdown: string): string {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => TITLE_HEADING.test(line.trim()));
  const body = lines.slice(at + 1).filter((line) => !isChatOnly(line));
  return [`# ${draftTitle(markdown)}`, ...body].join('\n').trim();
}

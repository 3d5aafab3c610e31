import { z } from 'zod';
import { idSchema, textField } from './text';

/** Where a version came from: the user's typing, accepted AI edits, an imported file, a template, a restore. */
export const VERSION_SOURCES = ['user', 'ai', 'upload', 'template', 'restore'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/** Typing within this long of the version's start, without a pause, updates that version instead of adding one. */
export const VERSION_COALESCE_MS = 5 * 60_000;
/** A pause in typing this long closes the version: the next save starts a new one. */
export const VERSION_PAUSE_MS = 60_000;
/** Every version of the last 7 days is kept; older ones keep the newest of each UTC day. */
export const VERSION_KEEP_ALL_DAYS = 7;

export const versionParams = z.object({ id: idSchema(), versionId: idSchema('versionId') });

export const versionSummaryDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  source: z.enum(VERSION_SOURCES),
  title: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummaryDto>;
export const versionListDto = z.array(versionSummaryDto);

export const versionDto = versionSummaryDto.extend({ content: z.string() });
export type VersionDto = z.infer<typeof versionDto>;

/** A save that came from an imported file says so, and its version is marked `upload`. */
export const saveSourceSchema = z.enum(['user', 'upload'], { error: 'source must be user or upload' });

/** The ETag of a document: its newest version, quoted. */
export const versionEtag = (versionId: string) => `"${versionId}"`;

/** The version ids an `If-Match` header names (`*` matches any). */
export function parseIfMatch(header: string | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  return header
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);
}

export const suggestionParams = z.object({ id: idSchema(), suggestionId: idSchema('suggestionId') });

export const SUGGESTION_KINDS = ['replace', 'insert_after_heading', 'add_section'] as const;

/** Text the assistant writes into the document: lines become paragraphs, lines starting "- " bullets. */
const suggestedText = (name: string) => z.string().min(1, `${name} must not be empty`).max(20_000, `${name} is too long`);

/** One edit, as operations on the document's text (never raw HTML). */
export const suggestionOperation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('replace'), find: suggestedText('find'), replace: z.string().max(20_000) }),
  z.object({ kind: z.literal('insert_after_heading'), heading: suggestedText('heading'), text: suggestedText('text') }),
  z.object({ kind: z.literal('add_section'), heading: suggestedText('heading'), text: suggestedText('text') }),
]);
export type SuggestionOperation = z.infer<typeof suggestionOperation>;

const suggestionMeta = { id: z.string(), reason: z.string(), createdAt: z.string() };

/** A proposed edit as answered: its id, a one-line reason, and its operation's fields. */
export const suggestionDto = z.discriminatedUnion('kind', [
  z.object({ ...suggestionMeta, kind: z.literal('replace'), find: z.string(), replace: z.string() }),
  z.object({ ...suggestionMeta, kind: z.literal('insert_after_heading'), heading: z.string(), text: z.string() }),
  z.object({ ...suggestionMeta, kind: z.literal('add_section'), heading: z.string(), text: z.string() }),
]);
export type SuggestionDto = z.infer<typeof suggestionDto>;
export const suggestionListDto = z.array(suggestionDto);

/** `{instruction?}`; no body at all asks for edits from the latest review. */
export const createSuggestionsBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    instruction: textField('instruction').trim().max(2000, 'instruction must be at most 2000 characters').optional(),
  }),
);
export type CreateSuggestionsBody = z.input<typeof createSuggestionsBody> & { instruction?: string };

/** `{ids}`: the pending suggestions to apply together, in this order (Accept all). */
export const acceptSuggestionsBody = z.object({
  ids: z
    .array(idSchema('ids'), { error: 'ids must be a list of suggestion ids' })
    .min(1, 'ids must name at least one suggestion')
    .max(100, 'ids may name at most 100 suggestions'),
});
export type AcceptSuggestionsBody = z.infer<typeof acceptSuggestionsBody>;

export const STALE_SUGGESTION_MESSAGE = 'This suggestion no longer fits: the passage it changes was edited meanwhile';
export const NONE_APPLICABLE_MESSAGE = 'None of these suggestions fits the text any more: the passages they change were edited meanwhile';
export const VERSION_CONFLICT_MESSAGE = 'This document was changed elsewhere since you opened it';

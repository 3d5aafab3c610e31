/**
 * What the document editor can show, and so everything stored document HTML may hold. The server's
 * sanitizer keeps exactly this; import produces it, export reads it, and the editor's extensions
 * must not produce more.
 */

/** Each allowed tag with the attributes it may carry. */
export const EDITOR_TAGS = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  s: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  hr: [],
  a: ['href'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const satisfies Record<string, readonly string[]>;

export type EditorTag = keyof typeof EDITOR_TAGS;

export const EDITOR_HEADING_LEVELS = [1, 2, 3] as const;

/** Links lead only to web pages and e-mail addresses. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The values each attribute may take: a list start, a cell span, a link of an allowed scheme. */
export const ATTRIBUTE_VALUES: Record<string, RegExp> = {
  start: /^\d{1,6}$/,
  colspan: /^[1-9]\d{0,2}$/,
  rowspan: /^[1-9]\d{0,2}$/,
  href: new RegExp(`^(?:${LINK_SCHEMES.join('|')}):`, 'i'),
};

/**
 * How deeply elements may nest in document HTML. A real document stays far below (a list nested ten
 * levels deep in a quote, with bold italic links, is about 30); deeper input is refused before any
 * parser walks it, so no recursion can run out of stack and no user can freeze the server.
 */
export const MAX_NESTING_DEPTH = 100;

export const NESTING_MESSAGE = `The document is nested too deeply: at most ${MAX_NESTING_DEPTH} levels of elements inside one another (lists, quotes, formatting) are allowed.`;

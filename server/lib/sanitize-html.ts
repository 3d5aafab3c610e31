import sanitize from 'sanitize-html';
import { ATTRIBUTE_VALUES, EDITOR_TAGS, LINK_SCHEMES } from '../../common/editor-schema';
import { depthGuard } from './html-depth';
import { htmlToText } from './html-text';

const allowedAttributes: Record<string, string[]> = Object.fromEntries(
  Object.entries(EDITOR_TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
);

/** Keeps an attribute only when its value is one the editor itself would write. */
function checkAttributes(tagName: string, attribs: sanitize.Attributes) {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const pattern = Object.hasOwn(ATTRIBUTE_VALUES, name) ? ATTRIBUTE_VALUES[name] : undefined;
    if (!pattern || pattern.test(value.trim())) kept[name] = value.trim();
  }
  return { tagName, attribs: kept };
}

const options = (guard: ReturnType<typeof depthGuard>): sanitize.IOptions => ({
  allowedTags: Object.keys(EDITOR_TAGS),
  allowedAttributes,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or another document: dropped with everything inside.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'noembed', 'noframes', 'object', 'template', 'title', 'xmp'],
  transformTags: { '*': checkAttributes },
  onOpenTag: guard.open,
  onCloseTag: guard.close,
});

/**
 * Stored HTML (documents, designs, templates) keeps only the editor's tags and attributes, whatever
 * the client sent. No DOM: one streaming parse, linear in the input, which also refuses (400) HTML
 * nested deeper than the editor schema allows.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  // Void elements are written as the editor writes them: <br>, <hr>.
  return sanitize(html, options(depthGuard())).replace(/<(br|hr) \/>/g, '<$1>');
}

export const EMPTIED_MESSAGE =
  'Nothing of this content can be kept (only elements the editor cannot show), so the saved text was left as it was.';

/** A letter or digit outside the tags: the text certainly holds words (found at its first one). */
const HOLDS_WORDS = /(?:^|>)[^<]*[\p{L}\p{N}]/u;

/** True when cleaning removed every word the input had: such a save must not replace stored words. */
export const cleaningEmptied = (input: string, clean: string) =>
  !HOLDS_WORDS.test(clean) && htmlToText(clean) === '' && htmlToText(input) !== '';

import DOMPurify from 'isomorphic-dompurify';

/** The editor's schema (SPEC section 3), and nothing else. */
const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a'];
const ALLOWED_ATTR = ['href', 'start'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'start' && (node.nodeName !== 'OL' || !/^\d{1,6}$/.test(data.attrValue))) data.keepAttr = false;
  if (data.attrName === 'href' && (node.nodeName !== 'A' || !SAFE_URL.test(data.attrValue.trim()))) data.keepAttr = false;
});

/** Stored HTML (documents, designs) keeps only the allow-listed tags and attributes, whatever the client sent. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}

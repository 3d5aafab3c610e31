/** A PRD pasted into the chat gets the document review. */
import type { Answer } from './answer';
import type { Conversation } from './conversation';
import { formatReview, reviewDocument } from '../document-review';

const HEADING = /^(?:#{1,6}\s+\S|\*\*[^*]{2,60}\*\*\s*:?\s*$|[A-Z][A-Za-z /&-]{2,40}:\s*\S*)/gm;

/** A long message with several headings or labelled sections reads as a pasted document. */
export function looksLikeDocument(text: string): boolean {
  const words = text.match(/\S+/g)?.length ?? 0;
  if (words < 120) return false;
  const headings = text.match(HEADING)?.length ?? 0;
  return headings >= 3 || (headings >= 2 && /\b(prd|review|feedback|look at|check)\b/i.test(text.slice(0, 200)));
}

export function answerReview(c: Conversation): Answer {
  const body = c.text.replace(/^[^\n]*\b(review|feedback|look at|check)\b[^\n]*\n/i, '');
  const review = reviewDocument(body);
  return {
    kind: 'review',
    text: formatReview(review).join('\n\n'),
    why: review.breakdown
      .filter((b) => b.earned < b.weight)
      .slice(0, 3)
      .map((b) => `${b.label}: ${b.reason}`),
  };
}

/** The review of a document in a language the offline rules cannot read: plain words, no score, only what holds in any language. */
import type { DocumentReview } from './review-types';
import { quote } from './document-text';

export function formatForeignReview(r: DocumentReview): string {
  const s = r.structure;
  const lines = [
    `- ${r.words.toLocaleString('en-US')} words, ${s.headings} heading${s.headings === 1 ? '' : 's'}, ${s.listItems} list item${s.listItems === 1 ? '' : 's'}, ${s.tableRows} table row${s.tableRows === 1 ? '' : 's'}.`,
    s.headings < 3
      ? '- Few headings: reviewers scan by headings, so give each part (problem, users, requirements, metrics, risks) its own.'
      : '',
    `- ${s.numbers} figure${s.numbers === 1 ? '' : 's'} in the text${s.numbers < 5 ? ': a PRD usually needs more (baselines, targets, dates, sizes)' : ''}.`,
    s.placeholders > 0
      ? `- ${s.placeholders} placeholder${s.placeholders === 1 ? '' : 's'} still open (TBD, TODO, [ ], ??): each needs an owner and a date.`
      : '',
    r.longSentences.total > 0
      ? `- ${r.longSentences.total} sentence${r.longSentences.total === 1 ? '' : 's'} over 35 words, e.g. “${quote(r.longSentences.items[0]?.sentence ?? '', 120)}”.`
      : '',
    r.acronyms.total > 0 ? `- Acronyms never spelled out: ${r.acronyms.items.map((a) => a.acronym).join(', ')}.` : '',
  ].filter(Boolean);
  return [
    `## Review: ${r.title}`,
    `This document is written in **${r.languageInfo.name}**. The offline review reads English only, so it gives **no completeness score** here: its section, vague-word and acceptance-criteria rules would miss what the document says.`,
    '### What can be checked in any language',
    lines.join('\n'),
    'For a full review in this language, configure an AI provider (see the README), or paste an English version.',
  ].join('\n\n');
}

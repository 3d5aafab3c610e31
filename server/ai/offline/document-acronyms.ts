/** Acronyms a document uses, and those it spells out, so undefined ones can be flagged. */
import type { ScanResult } from './document-scan-types';

const ACRONYM = /\b([A-Z][A-Z0-9&]{1,5})s?\b/g;
const KNOWN_ACRONYMS = new Set(
  'API UI UX URL PDF CSV ID FAQ SMS PM PMS CEO CTO CFO COO VP QA B2B B2C SAAS MVP KPI OKR PRD NPS CSAT SLA SLO ARR MRR ROI EU US UK USA EUR USD GBP IT HR AI ML IOS OK TBD TBC ASAP ETA HTML CSS JSON SQL SDK SSO GDPR CRM ERP FYI AM PM Q1 Q2 Q3 Q4 H1 H2 V1 V2 P0 P1 P2 P3 AND OR NOT'.split(
    ' ',
  ),
);

/** Collects upper-case acronyms with the first sentence using each, and those the text defines ("Days Sales Outstanding (DSO)"). */
export function noteAcronyms(body: string, r: Pick<ScanResult, 'acronyms' | 'definedAcronyms'>) {
  for (const m of body.matchAll(ACRONYM)) {
    const word = m[1] ?? '';
    if (KNOWN_ACRONYMS.has(word) || /^\d/.test(word) || !/[A-Z]{2}/.test(word)) continue;
    const at = m.index ?? 0;
    const before = body.slice(Math.max(0, at - 2), at);
    const after = body.slice(at + m[0].length, at + m[0].length + 4);
    if (
      before.endsWith('(') ||
      /^\s?\(|^\s?[:=]|^\s?—/.test(after) ||
      /^\s(?:stands for|means)/.test(body.slice(at + m[0].length, at + m[0].length + 12))
    ) {
      r.definedAcronyms.add(word);
    }
    if (!r.acronyms.has(word)) r.acronyms.set(word, body);
  }
}

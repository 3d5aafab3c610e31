/** Rule-based PRD review: which sections exist, a completeness score, and precise, quoted findings. */
import { detectLanguage } from './document-language';
import { scanDocument } from './document-scan';
import type { VagueFinding } from './document-scan-types';
import { formatForeignReview } from './review-foreign';
import { documentKind, KIND_LABELS, KIND_NAMES, KIND_WEIGHTS, SECTIONS, type DocumentKind } from './prd-sections';
import { conflictLine, timelineConflicts } from './timeline-conflicts';
import { openRiskLine, openRisks } from './open-risks';
import { biggestLosses, scoreDocument } from './review-score';
import { formatFindings } from './review-findings';
import type { DocumentReview, FindingList, SectionStatus } from './review-types';

/** How many findings of each kind a review lists; the rest are counted. */
export const FINDINGS_SHOWN = 8;

const GAP_ORDER = ['no number', 'no baseline or target', 'no baseline', 'no target'];

function top<T>(all: T[], order?: (a: T, b: T) => number): FindingList<T> {
  const sorted = order ? [...all].sort(order) : all;
  return { items: sorted.slice(0, FINDINGS_SHOWN), total: all.length };
}

/** Distinct words first (one example each, in document order), then repeats in other sentences. */
function mostUsefulVague(all: VagueFinding[]): FindingList<VagueFinding> {
  const seen = new Set<string>();
  const first: VagueFinding[] = [];
  const repeats: VagueFinding[] = [];
  for (const hit of all) {
    const key = `${hit.word}\u0000${hit.sentence}`;
    if (!seen.has(hit.word)) first.push(hit);
    else if (!seen.has(key) && repeats.length < FINDINGS_SHOWN) repeats.push(hit);
    seen.add(hit.word).add(key);
  }
  return { items: [...first, ...repeats].slice(0, FINDINGS_SHOWN), total: all.length };
}

export function reviewDocument(text: string, title = 'Untitled document'): DocumentReview {
  const scan = scanDocument(text);
  const languageInfo = detectLanguage(text);
  const kind = documentKind(text, title);
  const weightOf = (s: (typeof SECTIONS)[number]) => (kind === 'prd' ? s.weight : (KIND_WEIGHTS[kind][s.id] ?? 0));
  const sections: SectionStatus[] = SECTIONS.filter((s) => weightOf(s) > 0).map((s) => ({
    id: s.id,
    label: KIND_LABELS[kind][s.id] ?? s.label,
    weight: weightOf(s),
    status: scan.found.get(s.id) ?? (s.id === 'requirements' && scan.stories >= 2 ? 'heading' : 'missing'),
  }));
  const stories = sections.find((s) => s.id === 'stories');
  if (stories && scan.stories >= 2) stories.status = 'heading';
  // Requirements that each carry an acceptance criterion describe the user's jobs, if not as stories.
  else if (stories && stories.status === 'missing' && scan.requirements.testable >= 3) stories.status = 'mention';
  const undefinedAcronyms = [...scan.acronyms.entries()]
    .filter(([word]) => !scan.definedAcronyms.has(word))
    .map(([acronym, sentence]) => ({ acronym, sentence }));
  const breakdown = scoreDocument(scan, sections, kind);
  return {
    title: title.trim() || 'Untitled document',
    kind,
    language: languageInfo.english ? 'en' : languageInfo.code,
    languageInfo,
    words: scan.words,
    sentences: scan.sentences,
    score: breakdown.reduce((sum, item) => sum + item.earned, 0),
    breakdown,
    sections,
    sectionsFound: sections.filter((s) => s.status !== 'missing').map((s) => s.label),
    sectionsMissing: sections.filter((s) => s.status === 'missing').map((s) => s.label),
    vague: mostUsefulVague(scan.vague),
    metrics: {
      ...top(scan.metrics.gaps, (a, b) => GAP_ORDER.indexOf(a.gap) - GAP_ORDER.indexOf(b.gap)),
      checked: scan.metrics.total,
      measurable: scan.metrics.measurable,
    },
    requirements: { ...top(scan.requirements.untestable), checked: scan.requirements.total, testable: scan.requirements.testable },
    longSentences: top(scan.long, (a, b) => b.words - a.words),
    acronyms: top(undefinedAcronyms),
    structure: structureOf(text),
    timeline: timelineConflicts(text),
    openRisks: openRisks(text),
  };
}

/** Counts that hold in any language: headings, list items, table rows, figures and placeholders. */
function structureOf(text: string) {
  return {
    headings: text.match(/^\s{0,3}#{1,6}\s+\S/gm)?.length ?? 0,
    listItems: text.match(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+\S/gm)?.length ?? 0,
    tableRows: text.match(/^\s*\|.*\|\s*$/gm)?.length ?? 0,
    numbers: text.match(/\d+(?:[.,]\d+)?\s?%?/g)?.length ?? 0,
    placeholders: text.match(/\b(?:TBD|TBC|TODO|XXX)\b|\?\?+|\[[^\]]{0,30}\]/g)?.length ?? 0,
  };
}

function verdict(score: number, kind: DocumentKind): string {
  if (score >= 85) return 'Ready for engineering and design review — polish the points below and ship it to reviewers.';
  if (score >= 65) return 'A solid draft with gaps a reviewer will ask about — close them before the review.';
  if (score >= 40) return 'A partial draft: the intent is there, but key sections and measurable targets are missing.';
  return kind === 'rfc'
    ? 'An early sketch rather than an RFC yet — start with the context, the proposal and the alternatives you weighed.'
    : `An early sketch rather than a ${KIND_NAMES[kind]} yet — start with the problem, the users and how success is measured.`;
}

function summary(r: DocumentReview): string {
  const lost = r.breakdown.filter((item) => item.earned < item.weight);
  const weights = r.breakdown.map((item) => `${item.label} ${item.weight}`).join(', ');
  const fixes = biggestLosses(r.breakdown, 3);
  return [
    `## Review: ${r.title}`,
    `**Completeness: ${r.score}/100** — ${verdict(r.score, r.kind)}`,
    `${r.words.toLocaleString('en-US')} words · ${r.sectionsFound.length} of ${r.sections.length} sections · ` +
      `${r.metrics.measurable} of ${r.metrics.checked} metrics measurable · ${r.requirements.testable} of ${r.requirements.checked} requirements testable`,
    '### Where the points went',
    `Weights (sum 100): ${weights}.`,
    lost.length === 0
      ? 'No points lost.'
      : lost.map((item) => `- **−${item.weight - item.earned}** ${item.label} (${item.earned}/${item.weight}): ${item.reason}`).join('\n'),
    '### Sections',
    `- Found: ${r.sectionsFound.join(', ') || 'none'}\n- Missing: ${r.sectionsMissing.join(', ') || 'none'}`,
    ...(r.openRisks.length > 0
      ? [
          `### Risks written down but not handled (${r.openRisks.length})`,
          `${r.openRisks.map((o) => `- ${openRiskLine(o)}`).join('\n')}\n\nGive each an owner and a mitigation before the review: a risk nobody owns is a worry, not a plan.`,
        ]
      : []),
    ...(r.timeline.length > 0 ? ['### Dates that contradict each other', r.timeline.map((c) => `- ${conflictLine(c)}`).join('\n')] : []),
    ...(fixes.length > 0 ? ['### Fix first', fixes.map((f, i) => `${i + 1}. ${f.label}: ${f.reason}`).join('\n')] : []),
  ].join('\n\n');
}

/** The review as chat messages: the score and its reasons, then precision, then measurability. */
export function formatReview(r: DocumentReview): string[] {
  if (r.words === 0) {
    return [`## Review: ${r.title}\n\n**Completeness: 0/100** — the document is empty. Paste or upload the PRD text and analyse again.`];
  }
  if (r.language !== 'en') return [formatForeignReview(r)];
  return [summary(r), ...formatFindings(r)];
}

/** Completeness out of 100: 75 points for structure (section weights), 25 for quality. */
import { LONG_SENTENCE_WORDS, type ScanResult } from './document-scan-types';
import { SECTIONS, type DocumentKind, type SectionId } from './prd-sections';

export type ScoreItem = { label: string; weight: number; earned: number; reason: string };

const QUALITY_WEIGHTS = { metrics: 10, requirements: 10, language: 3, sentences: 2 } as const;

const ADVICE = new Map(SECTIONS.map((s) => [s.id, s.advice]));

function sectionItem(s: { id: SectionId; label: string; weight: number; status: 'heading' | 'mention' | 'missing' }): ScoreItem {
  const advice = ADVICE.get(s.id) ?? '';
  if (s.status === 'heading') return { label: s.label, weight: s.weight, earned: s.weight, reason: 'present' };
  if (s.status === 'mention') {
    return {
      label: s.label,
      weight: s.weight,
      earned: Math.floor(s.weight / 2),
      reason: `mentioned in passing but has no heading of its own; give it a "${s.label}" section with ${advice}`,
    };
  }
  return { label: s.label, weight: s.weight, earned: 0, reason: `no section found; add ${advice}` };
}

function shareItem(label: string, weight: number, good: number, total: number, none: string, some: string): ScoreItem {
  if (total === 0) return { label, weight, earned: 0, reason: none };
  const earned = Math.round((weight * good) / total);
  return { label, weight, earned, reason: earned === weight ? 'all pass' : `${total - good} of ${total} ${some}` };
}

/** The score's items: each section, then quality; an RFC states no metrics or requirements to test, so those two are its sections' points. */
export function scoreDocument(scan: ScanResult, sections: Parameters<typeof sectionItem>[0][], kind: DocumentKind = 'prd'): ScoreItem[] {
  const { metrics, requirements, language, sentences } = QUALITY_WEIGHTS;
  const vaguePer1000 = scan.words === 0 ? 0 : (scan.vague.length * 1000) / scan.words;
  const languageLost = Math.min(language, Math.round(vaguePer1000 * 0.6));
  const longShare = scan.sentences === 0 ? 0 : scan.long.length / scan.sentences;
  const sentencesLost = scan.words === 0 ? sentences : Math.min(sentences, Math.round(longShare * 20));
  const testable: ScoreItem[] =
    kind === 'rfc'
      ? []
      : [
          shareItem(
            'Measurable metrics',
            metrics,
            scan.metrics.measurable,
            scan.metrics.total,
            'no metric statements found; state each metric with a baseline and a target',
            'metric statements lack a number, a baseline or a target',
          ),
          shareItem(
            'Testable requirements',
            requirements,
            scan.requirements.testable,
            scan.requirements.total,
            'no requirement statements found to test; list requirements under a "Requirements" heading',
            'requirements have no acceptance criterion (Given/When/Then or a measurable threshold)',
          ),
        ];
  return [
    ...sections.map(sectionItem),
    ...testable,
    {
      label: 'Precise language',
      weight: language,
      earned: scan.words === 0 ? 0 : language - languageLost,
      reason:
        scan.vague.length === 0
          ? 'no vague words'
          : `${scan.vague.length} vague word${scan.vague.length === 1 ? '' : 's'} (${vaguePer1000.toFixed(1)} per 1,000 words; ` +
            `1 point per 1.7 per 1,000, at most ${language})`,
    },
    {
      label: 'Readable sentences',
      weight: sentences,
      earned: sentences - sentencesLost,
      reason:
        scan.long.length === 0
          ? `no sentence over ${LONG_SENTENCE_WORDS} words`
          : `${scan.long.length} of ${scan.sentences} sentences run over ${LONG_SENTENCE_WORDS} words`,
    },
  ];
}

/** The items that lost points, biggest loss first. */
export function biggestLosses(items: ScoreItem[], count: number): ScoreItem[] {
  return items
    .filter((item) => item.earned < item.weight)
    .sort((a, b) => b.weight - b.earned - (a.weight - a.earned))
    .slice(0, count);
}

/** The precision and measurability messages of a document review. */
import { LONG_SENTENCE_WORDS, type LongSentence, type MetricFinding, type VagueFinding } from './document-scan-types';
import { quote } from './document-text';
import { METRIC_ADVICE } from './measurability';
import { fittedCriterion, fittedMetric, fittedRewrite } from './review-rewrites';
import type { AcronymFinding, DocumentReview, FindingList } from './review-types';

function list<T>(findings: FindingList<T>, lines: (items: T[]) => string[], none: string, rest: (n: number) => string): string {
  if (findings.total === 0) return none;
  const out = lines(findings.items);
  const more = findings.total - findings.items.length;
  if (more > 0) out.push(`- …and ${rest(more)}.`);
  return out.join('\n');
}

const each =
  <T>(line: (item: T) => string) =>
  (items: T[]) =>
    items.map(line);

/** One bullet per quoted sentence, with a rewrite for each vague word in it. */
function vagueLines(items: VagueFinding[]): string[] {
  const lines: string[] = [];
  items.forEach((v, i) => {
    if (items[i - 1]?.sentence !== v.sentence) lines.push(`- In “${quote(v.sentence)}”`);
    lines.push(`  - **"${v.found}"** → instead: ${fittedRewrite(v.word, v.sentence, v.rewrite)}`);
  });
  return lines;
}

function precision(r: DocumentReview): string {
  const vague = list(
    r.vague,
    vagueLines,
    'No vague words found (fast, easy, intuitive, seamless, simple, robust, better, some, many, TBD, etc., ASAP).',
    (n) => `${n} more vague word${n === 1 ? '' : 's'}; the same rewrites apply`,
  );
  const long = list(
    r.longSentences,
    each((s: LongSentence) => `- ${s.words} words: “${quote(s.sentence, 140)}” → split it so each sentence carries one decision.`),
    `No sentence runs over ${LONG_SENTENCE_WORDS} words.`,
    (n) => `${n} more long sentence${n === 1 ? '' : 's'}`,
  );
  const acronyms = list(
    r.acronyms,
    each(
      (a: AcronymFinding) =>
        `- **${a.acronym}**, first used in “${quote(a.sentence, 120)}” → spell it out once: "Full Name (${a.acronym})".`,
    ),
    'Every acronym is spelled out or widely known.',
    (n) => `${n} more undefined acronym${n === 1 ? '' : 's'}`,
  );
  return [
    '## Precision',
    '### Vague language',
    'Each of these words hides a decision. Replace it with a number someone can test.',
    vague,
    `### Long sentences (over ${LONG_SENTENCE_WORDS} words)`,
    long,
    '### Undefined acronyms',
    acronyms,
  ].join('\n\n');
}

function measurability(r: DocumentReview): string {
  const metrics = list(
    r.metrics,
    each(
      (m: MetricFinding) =>
        `- “${quote(m.text, 140)}” — **${m.gap}**: ${m.gap === 'no number' ? `say how much, e.g. ${fittedMetric(m.text)}` : METRIC_ADVICE[m.gap]}`,
    ),
    r.metrics.checked === 0
      ? 'No metric statements found. Add a "Success metrics" section: metric, baseline, target, date.'
      : r.metrics.checked === 1
        ? 'The one metric statement has a number, a baseline and a target.'
        : `All ${r.metrics.checked} metric statements have a number, a baseline and a target.`,
    (n) => `${n} more metric statement${n === 1 ? '' : 's'} with the same gap`,
  );
  const requirements = list(
    r.requirements,
    each((text: string) => `- “${quote(text, 140)}” has no acceptance criterion → add one: ${fittedCriterion(text)}.`),
    r.requirements.checked === 0
      ? 'No requirement statements found. List them under a "Requirements" heading, one per bullet.'
      : r.requirements.checked === 1
        ? 'The one requirement has an acceptance criterion.'
        : `All ${r.requirements.checked} requirements have an acceptance criterion.`,
    (n) => `${n} more requirement${n === 1 ? '' : 's'} without an acceptance criterion`,
  );
  return [
    '## Measurability',
    `### Metrics (${r.metrics.measurable} of ${r.metrics.checked} measurable)`,
    metrics,
    `### Requirements (${r.requirements.testable} of ${r.requirements.checked} testable)`,
    requirements,
  ].join('\n\n');
}

export function formatFindings(r: DocumentReview): string[] {
  return [precision(r), measurability(r)];
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDINGS_SHOWN, formatReview, reviewDocument } from './document-review';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}-prd.md`, import.meta.url), 'utf8');
const weak = reviewDocument(fixture('weak'), 'Weak');
const fair = reviewDocument(fixture('fair'), 'Fair');
const strong = reviewDocument(fixture('strong'), 'Strong');

describe('document review scoring', () => {
  it('orders the fixtures weak < fair < strong, with the strong PRD at 85 or more', () => {
    expect(weak.score).toBeLessThan(fair.score);
    expect(fair.score).toBeLessThan(strong.score);
    expect(strong.score).toBeGreaterThanOrEqual(85);
  });

  it("writes the score exactly as 'Completeness: NN/100' and states the weights, which sum to 100", () => {
    for (const review of [weak, fair, strong]) {
      const [summary] = formatReview(review);
      expect(summary).toContain(`Completeness: ${review.score}/100`);
      expect(review.breakdown.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
      expect(summary).toContain('Weights (sum 100): Problem 12, Goals 8,');
    }
  });

  it('gives a reason for every point lost', () => {
    const [summary] = formatReview(fair);
    const lost = fair.breakdown.filter((item) => item.earned < item.weight);
    expect(lost.length).toBeGreaterThan(0);
    for (const item of lost)
      expect(summary).toContain(`**−${item.weight - item.earned}** ${item.label} (${item.earned}/${item.weight}): ${item.reason}`);
    expect(100 - fair.score).toBe(lost.reduce((sum, item) => sum + item.weight - item.earned, 0));
  });

  it('finds every section of the strong PRD and reports the missing ones of the fair PRD', () => {
    expect(strong.sectionsMissing).toEqual([]);
    expect(fair.sectionsFound).toEqual(['Problem', 'Goals', 'Users & personas', 'Requirements', 'Success metrics', 'Milestones']);
    expect(fair.sectionsMissing).toContain('Non-goals');
    expect(formatReview(fair)[0]).toContain('- Missing: Non-goals, User stories / jobs, Scope / MVP');
  });

  it("recognises '# X' headings, 'X:' lines and short title-like lines", () => {
    const found = (text: string) =>
      reviewDocument(text)
        .sections.filter((s) => s.status === 'heading')
        .map((s) => s.id);
    expect(found('## Problem\nTeams lose 5 hours a week.')).toEqual(['problem']);
    expect(found('Intro line here.\n\nProblem statement:\nTeams lose 5 hours a week.')).toEqual(['problem']);
    expect(found('Intro line here.\n\nRisks: the API may change.')).toEqual(['risks']);
    expect(found('Intro line here.\n\nOpen Questions\nWho owns billing?')).toEqual(['questions']);
    expect(found('Intro line here.\n\nGoals and non-goals\nShip v1.')).toEqual(['goals', 'nonGoals']);
  });

  it('reads the strong PRD just as well as plain text with "X:" headings and CRLF line ends', () => {
    const plain = fixture('strong')
      .replace(/^#+ (.*)$/gm, '$1:')
      .replace(/\*\*/g, '')
      .replace(/\n/g, '\r\n');
    expect(reviewDocument(plain).score).toBe(strong.score);
  });

  it('gives half the weight to a section that is only mentioned in passing', () => {
    const review = reviewDocument('We assume admins will configure it, which is a risk for adoption.');
    expect(review.sections.find((s) => s.id === 'risks')?.status).toBe('mention');
    expect(review.breakdown.find((item) => item.label.startsWith('Risks'))?.earned).toBe(2);
  });

  it('scores an empty document 0 and says so', () => {
    const review = reviewDocument('   \n\n');
    expect(review.score).toBe(0);
    expect(formatReview(review)).toEqual([expect.stringContaining('Completeness: 0/100** — the document is empty')]);
  });

  it('reviews a 25,000-word PRD (its speed is measured by npm run bench)', () => {
    const text = fixture('strong');
    const copies = Math.ceil(25_000 / reviewDocument(text).words);
    const big = Array.from({ length: copies }, () => text).join('\n\n');
    const review = reviewDocument(big);
    expect(formatReview(review)[0]).toMatch(/Completeness: \d+\/100/);
    expect(review.words).toBeGreaterThan(25_000);
  });
});

describe('document review rules', () => {
  const words = [
    'fast',
    'easy',
    'intuitive',
    'seamless',
    'TBD',
    'etc.',
    'user-friendly',
    'robust',
    'simple',
    'better',
    'some',
    'many',
    'ASAP',
  ];

  it.each(words)('flags "%s" with the sentence and a concrete rewrite', (word) => {
    const sentence = `The export flow is ${word} for admins.`;
    const review = reviewDocument(sentence);
    expect(review.vague.items).toEqual([expect.objectContaining({ word, sentence })]);
    expect(review.vague.items[0]?.rewrite).toMatch(/\d/);
    expect(formatReview(review)[1]).toContain(`In “${sentence}”`);
  });

  it('rewrites "fast" as a measurable load time', () => {
    const review = reviewDocument('The dashboard must be fast.');
    expect(formatReview(review)[1]).toContain('**"fast"** → instead: "dashboard responds within [N] s at p95 on a mid-range device"');
  });

  it('does not flag a precise sentence', () => {
    const review = reviewDocument('The dashboard loads within 2 s at p95 on a mid-range phone over 4G.');
    expect(review.vague.total).toBe(0);
    expect(formatReview(review)[1]).toContain('No vague words found');
  });

  it('flags a metric with no number, and one with a number but no baseline', () => {
    const review = reviewDocument('## Success metrics\n\n- Increase engagement\n- Activation rate: target 35% by the end of Q3');
    expect(review.metrics.items).toEqual([
      { text: 'Increase engagement', gap: 'no number' },
      { text: 'Activation rate: target 35% by the end of Q3', gap: 'no baseline' },
    ]);
    expect(formatReview(review)[2]).toContain('**no number**');
  });

  it('flags a metric promise outside the metrics section when it has no number', () => {
    expect(reviewDocument('This release should increase retention.').metrics.items).toMatchObject([
      { text: 'This release should increase retention.', gap: 'no number' },
    ]);
  });

  it('accepts a metric with a baseline and a target, inline, in sub-bullets or in a table', () => {
    const review = reviewDocument(
      [
        '## Success metrics',
        '- Weekly active teams: baseline 1,150 (May) → target 1,500 by 30 September',
        '- Mobile checkout conversion from 29% to 36% by the end of Q3',
        '- Activation rate',
        '  - Baseline: 22% (last 30 days)',
        '  - Target: 35% within 90 days of launch',
        '',
        '| Metric | Baseline | Target |',
        '|---|---|---|',
        '| Tickets per week | 212 | 80 |',
      ].join('\n'),
    );
    expect(review.metrics).toMatchObject({ checked: 4, measurable: 4, total: 0 });
  });

  it('flags a requirement with no acceptance criterion', () => {
    const review = reviewDocument('## Requirements\n\n- Users can export reports as CSV.');
    expect(review.requirements.items).toEqual(['Users can export reports as CSV.']);
    expect(formatReview(review)[2]).toContain('has no acceptance criterion');
  });

  it('accepts requirements with Given/When/Then, stated acceptance criteria or a measurable threshold', () => {
    const review = reviewDocument(
      [
        '## Requirements',
        '- Users can export reports as CSV.',
        '  - Given a report with 100 rows, when the user clicks Export, then a CSV with 100 rows downloads.',
        '- Admins can set defaults. Acceptance criteria: new members get the defaults on joining.',
        '- Search returns results within 500 ms at p95.',
      ].join('\n'),
    );
    expect(review.requirements).toMatchObject({ checked: 3, testable: 3, total: 0 });
  });

  it('flags sentences over 35 words and not shorter ones', () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')}.`;
    const review = reviewDocument(`${long} This sentence is short and clear.`);
    expect(review.longSentences.items).toEqual([{ sentence: long, words: 40 }]);
    expect(formatReview(review)[1]).toContain('- 40 words:');
    expect(reviewDocument('This sentence is short and clear.').longSentences.total).toBe(0);
  });

  it('lists the most useful findings and counts the rest', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Step ${i} should be fast.`).join(' ');
    const review = reviewDocument(text);
    expect(review.vague.items).toHaveLength(FINDINGS_SHOWN);
    expect(review.vague.total).toBe(20);
    expect(formatReview(review)[1]).toContain('…and 12 more vague words');
  });
});

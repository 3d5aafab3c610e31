import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../lib/html-text';
import { formatReview, reviewDocument } from './document-review';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}-prd.md`, import.meta.url), 'utf8');
const review = (name: string) => reviewDocument(fixture(name), name);

describe('document review of real PRD shapes', () => {
  it('orders the shapes as an expert would: metrics-table and story PRDs near the top, informal in the middle, weak last', () => {
    const scores = ['table', 'stories', 'informal', 'fair', 'weak'].map((name) => review(name).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThanOrEqual(90);
    expect(scores[1]).toBeGreaterThanOrEqual(85);
    expect(scores[4]).toBeLessThan(30);
  });

  it('counts a metrics table with Baseline and Target columns, and "Acceptance:" clauses', () => {
    const r = review('table');
    expect(r.metrics).toMatchObject({ checked: 4, measurable: 4 });
    expect(r.requirements).toMatchObject({ checked: 4, testable: 4 });
    expect(r.sectionsMissing).toEqual([]);
  });

  it('reads a user-story PRD: the stories are its requirements, Given/When/Then their criteria', () => {
    const r = review('stories');
    expect(r.sections.find((s) => s.id === 'requirements')?.status).toBe('heading');
    expect(r.requirements).toMatchObject({ checked: 4, testable: 4 });
  });

  it('finds the opening problem paragraph and "Who:", "Success:", "Launch:" sections, and flags what an expert would', () => {
    const r = review('informal');
    expect(r.sectionsFound).toEqual(
      expect.arrayContaining([
        'Problem',
        'Users & personas',
        'Requirements',
        'Success metrics',
        'Milestones',
        'Risks, assumptions & dependencies',
      ]),
    );
    expect(r.metrics.items).toMatchObject([{ text: 'More shoppers complete checkout.', gap: 'no number' }]);
    expect(r.acronyms.items.map((a) => a.acronym)).toEqual(['PSP']);
    const text = formatReview(r).join('\n');
    expect(text).toContain('**PSP**, first used in');
    expect(text).toContain('"Shoppers complete checkout: baseline [today\'s value] → target [value] by [date]"');
  });

  it('counts a table flattened to one cell per line, as HTML without table support leaves it', () => {
    const html =
      '<h2>Success metrics</h2><p>Metric</p><p>Baseline</p><p>Target</p><p>Invoices paid on time</p><p>69%</p><p>80%</p>' +
      '<p>Median days overdue</p><p>19 days</p><p>7 days</p>';
    expect(reviewDocument(htmlToText(html)).metrics).toMatchObject({ checked: 2, measurable: 2 });
  });

  it('says a German PRD is outside the English rules, gives no score and only language-independent findings', () => {
    const r = review('german');
    expect(r.language).toBe('deu');
    const [message, ...rest] = formatReview(r);
    expect(rest).toEqual([]);
    expect(message).toContain(
      'This document is written in **German**. The offline review reads English only, so it gives **no completeness score**',
    );
    expect(message).not.toMatch(/Completeness: \d+\/100/);
    expect(message).toContain('4 table rows');
    expect(message).toContain('1 placeholder still open');
  });
});

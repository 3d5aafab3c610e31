import { describe, expect, it } from 'vitest';
import { formatReview, reviewDocument } from './document-review';
import { documentKind } from './prd-sections';

const DOCS: Record<string, string> = {
  rfc: `# RFC: Move search to PostgreSQL full-text
## Context
Search runs on Elasticsearch today; the cluster costs $4,200 a month and paged on-call 9 times last quarter.
## Proposal
Index documents with tsvector columns, updated in the same transaction as each write. Rank with ts_rank_cd.
## Alternatives
- Keep Elasticsearch and add a replica: halves pages, doubles cost.
- Use a hosted search service: $1,500 a month, data leaves our region.
## Rollout
Dual-write for two weeks, compare top-10 results on 500 logged queries, switch reads behind a flag, remove the cluster after 30 days.
## Risks
Ranking quality for long documents; migration time for 2M rows (estimated 40 minutes).`,
  onepager: `# One-pager: Saved carts
## Problem
34% of mobile shoppers abandon a cart and 60% of them never come back.
## Requirements
- R1: A cart is kept for 30 days across devices. See AT-1.
- R2: A reminder e-mail after 24 hours, at most one. See AT-2.
## Acceptance tests
- AT-1: Given a signed-in shopper with items in the cart, when they sign in on another device, then the same items show.
- AT-2: Given a cart left for 24 hours, when the reminder job runs, then one e-mail is sent and no second one within 7 days.
## Success metric
Cart recovery from 8% to 15% by Q3.`,
  risks: `# Mobile checkout PRD
## Problem
Checkout takes 6 steps on mobile.
## Risks
| Risk | Likelihood | Impact | Mitigation | Owner |
|---|---|---|---|---|
| Payment provider rate limits | High | High | | |
| Apple Pay review delays | Medium | | Submit early | Dana |
| Drop in conversion during migration | | High | | |`,
};

describe('reviews of documents that are not PRDs', () => {
  it('tells an RFC, a one-pager and a PRD apart', () => {
    expect(documentKind(DOCS.rfc as string)).toBe('rfc');
    expect(documentKind('## Context\nx\n## Proposal\ny\n## Alternatives\nz')).toBe('rfc');
    expect(documentKind(DOCS.onepager as string)).toBe('one-pager');
    expect(documentKind(DOCS.risks as string)).toBe('prd');
  });

  it('judges an RFC on context, proposal, alternatives and rollout, not on personas and user stories', () => {
    const review = reviewDocument(DOCS.rfc as string, 'Search RFC');
    expect(review.sectionsFound).toEqual(['Context', 'Proposal', 'Alternatives', 'Rollout', 'Risks, assumptions & dependencies']);
    expect(review.sectionsMissing).toEqual(['Success criteria', 'Open questions']);
    expect(review.score).toBeGreaterThanOrEqual(80);
    expect(formatReview(review)[0]).not.toMatch(/User stories|Users & personas|Testable requirements/);
  });

  it('reads a one-pager whose requirements point to numbered acceptance tests as testable', () => {
    const review = reviewDocument(DOCS.onepager as string, 'Saved carts');
    expect(review.requirements).toMatchObject({ checked: 2, testable: 2 });
    expect(review.score).toBeGreaterThanOrEqual(65);
    expect(review.sectionsMissing).not.toContain('Milestones');
  });

  it('names each risk of a table left without a mitigation, an owner or a rating', () => {
    const review = reviewDocument(DOCS.risks as string, 'Mobile checkout');
    expect(review.openRisks).toEqual([
      { risk: 'Payment provider rate limits', missing: ['mitigation', 'owner'] },
      { risk: 'Apple Pay review delays', missing: ['impact'] },
      { risk: 'Drop in conversion during migration', missing: ['likelihood', 'mitigation', 'owner'] },
    ]);
    expect(formatReview(review)[0]).toContain('### Risks written down but not handled (3)');
  });
});

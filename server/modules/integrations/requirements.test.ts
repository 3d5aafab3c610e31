import { describe, expect, it } from 'vitest';
import { findRequirements, requirementKey } from './requirements';

const keysAndTitles = (html: string) => findRequirements(html).map((i) => [i.key, i.title]);

describe('findRequirements', () => {
  it('reads user stories in a list, with nested acceptance criteria, and stops at the next section', () => {
    const items = findRequirements(
      `<h2>User stories</h2><ul><li><p>As a PM, I want to export my PRD as PDF, so that I can share it.</p><ul><li><p>Given a saved PRD, when I click Export, then a PDF downloads</p></li><li><p>Tables are kept</p></li></ul></li><li><p>As an engineer, I want a link back, so that I have context.</p></li></ul><h2>Risks</h2><ul><li><p>Fonts differ</p></li></ul>`,
    );
    expect(items.map((i) => i.key)).toEqual(['pm-export-prd-pdf-share', 'engineer-link-back-have-context']);
    expect(items[0]?.body).toBe(
      '**Acceptance criteria**\n- [ ] Given a saved PRD, when I click Export, then a PDF downloads\n- [ ] Tables are kept',
    );
  });

  it('reads numbered requirements in paragraphs, with an "Acceptance criteria:" line and Given/When/Then lines', () => {
    const items = findRequirements(
      `<h2>Functional requirements</h2><p><strong>FR-1: Sign in with SSO</strong></p><p>Users sign in with Okta.</p><p>Acceptance criteria:</p><ul><li><p>Given Okta, when I sign in, then I see the dashboard</p></li></ul><p><strong>FR-2: Audit log</strong></p><p>Given an admin<br>When they open Audit<br>Then they see events</p><h2>Open questions</h2><p>FR-9 is not settled</p>`,
    );
    expect(items.map((i) => [i.key, i.title])).toEqual([
      ['FR-1', 'FR-1: Sign in with SSO'],
      ['FR-2', 'FR-2: Audit log'],
    ]);
    expect(items[0]?.body).toBe(
      'Users sign in with Okta.\n\n**Acceptance criteria**\n- [ ] Given Okta, when I sign in, then I see the dashboard',
    );
    expect(items[1]?.body).toBe('**Acceptance criteria**\n- [ ] Given an admin\n- [ ] When they open Audit\n- [ ] Then they see events');
  });

  it('reads a requirements table by its header: id, requirement, acceptance criteria and other columns', () => {
    const items = findRequirements(
      `<h2>Requirements</h2><table><tr><th>ID</th><th>Requirement</th><th>Priority</th><th>Acceptance criteria</th></tr><tr><td>R1</td><td>Search by title</td><td>P0</td><td><ul><li><p>Results in 200 ms</p></li><li><p>Typos tolerated</p></li></ul></td></tr><tr><td>R2</td><td>Filter by product</td><td>P1</td><td>Only that product; counts shown</td></tr></table>`,
    );
    expect(items).toEqual([
      {
        key: 'R1',
        title: 'R1: Search by title',
        body: '**Acceptance criteria**\n- [ ] Results in 200 ms\n- [ ] Typos tolerated\n\n**Priority:** P0',
      },
      {
        key: 'R2',
        title: 'R2: Filter by product',
        body: '**Acceptance criteria**\n- [ ] Only that product\n- [ ] counts shown\n\n**Priority:** P1',
      },
    ]);
  });

  it('reads a user-story table outside a requirements section, and ignores other tables', () => {
    expect(
      keysAndTitles(
        `<h2>Scope</h2><table><tr><th>User story</th><th>Acceptance criteria</th></tr><tr><td>As a buyer, I want saved carts</td><td>Carts last 30 days</td></tr></table><table><tr><th>Metric</th><th>Target</th></tr><tr><td>Conversion</td><td>+2%</td></tr></table>`,
      ),
    ).toEqual([['buyer-saved-carts', 'As a buyer, I want saved carts']]);
  });

  it('reads sub-headings as requirements, with an "Acceptance criteria" sub-section, and obligations', () => {
    const items = findRequirements(
      `<h1>Requirements</h1><h2>Bulk invite</h2><p>Admins invite many people at once.</p><h3>Acceptance criteria</h3><ol><li><p>Up to 100 e-mails</p></li><li><p>Duplicates ignored</p></li></ol><h2>Role changes</h2><p>The system must log role changes.</p><h1>Appendix</h1><p>The system must be fast.</p>`,
    );
    expect(items).toEqual([
      {
        key: 'bulk-invite',
        title: 'Bulk invite',
        body: 'Admins invite many people at once.\n\n**Acceptance criteria**\n- [ ] Up to 100 e-mails\n- [ ] Duplicates ignored',
      },
      { key: 'role-changes', title: 'Role changes', body: 'The system must log role changes.' },
    ]);
  });

  it('keeps priority groups as a detail of the requirements under them', () => {
    const items = findRequirements(
      `<h2>Requirements</h2><h3>Must have</h3><ul><li><p>Export to PDF</p></li></ul><h3>Nice to have</h3><ul><li><p>Export to Confluence</p></li></ul>`,
    );
    expect(items).toEqual([
      { key: 'export-pdf', title: 'Export to PDF', body: '**Group:** Must have' },
      { key: 'export-confluence', title: 'Export to Confluence', body: '**Group:** Nice to have' },
    ]);
  });

  it('reads a Scope section by its priority groups, skips what is out of scope, and leaves a document-wide criteria section alone', () => {
    const items = findRequirements(
      `<h2>Scope</h2><h3>Must have</h3><ul><li><p>Owners invite teammates by e-mail</p></li></ul><h3>Nice to have</h3><ul><li><p>SSO via Okta</p></li></ul><h2>Acceptance criteria</h2><ul><li><p>An invite expires after 7 days</p></li></ul><h2>Out of scope features</h2><ul><li><p>Billing per seat</p></li></ul>`,
    );
    expect(items).toEqual([
      { key: 'owners-invite-teammates-by-e-mail', title: 'Owners invite teammates by e-mail', body: '**Group:** Must have' },
      { key: 'sso-via-okta', title: 'SSO via Okta', body: '**Group:** Nice to have' },
    ]);
  });

  it('reads labelled stories in paragraphs ("Story 1 — Toggle. As a …") with the criteria list after them', () => {
    const items = findRequirements(
      `<h2>Stories</h2><p><strong>Story 1 — Toggle.</strong> As a night-shift nurse I want a dark theme so that the screen does not glare.</p><p><em>Acceptance criteria</em></p><ul><li><p>Given the settings page, when I pick Dark, then every screen is dark</p></li><li><p>Contrast ratio at least 4.5:1</p></li></ul><p><strong>Story 2 — Follow system.</strong> As a user I want the theme to follow my OS setting.</p>`,
    );
    expect(items.map((i) => i.title)).toEqual([
      'Story 1 — Toggle. As a night-shift nurse I want a dark theme so that the screen does not glare.',
      'Story 2 — Follow system. As a user I want the theme to follow my OS setting.',
    ]);
    expect(items[0]?.body).toBe(
      '**Acceptance criteria**\n- [ ] Given the settings page, when I pick Dark, then every screen is dark\n- [ ] Contrast ratio at least 4.5:1',
    );
    expect(items[1]?.body).toBe('');
  });

  it('finds nothing in a document without requirements, and makes repeated keys unique', () => {
    expect(findRequirements('<h1>Notes</h1><p>Ideas.</p><ul><li><p>dark mode</p></li></ul>')).toEqual([]);
    expect(findRequirements('<h2>Features</h2><ul><li><p>Export</p></li><li><p>Export!</p></li></ul>').map((i) => i.key)).toEqual([
      'export',
      'export-2',
    ]);
  });

  it('cuts a long title at a word end and keeps the full text in the body', () => {
    const long = `As a PM, I want ${'very '.repeat(60)}long stories`;
    const [item] = findRequirements(`<ul><li><p>${long}</p></li></ul>`);
    expect(item?.title.length).toBeLessThanOrEqual(255);
    expect(item?.title.endsWith('…')).toBe(true);
    expect(item?.body).toContain('long stories');
  });
});

describe('requirementKey', () => {
  it('is the explicit id, else the meaningful words of the title, unchanged by case, punctuation and small words', () => {
    expect(requirementKey('FR-2', 'FR-2: anything')).toBe('FR-2');
    expect(requirementKey(null, 'As a PM, I want to export the PRD as PDF')).toBe(
      requirementKey(null, 'as a pm i want to export a PRD as PDF!'),
    );
  });
});

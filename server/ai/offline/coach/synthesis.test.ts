import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('interview notes grouped into themes', () => {
  it('counts how many interviews raised each theme, with who and a quote', () => {
    const reply = ask(
      [
        'Group these interview notes into themes:',
        'P1: Exporting invoices to the accountant takes an hour every month. The mobile app crashes when I upload receipts.',
        'P2: I never know which clients paid. Reminders are awkward to send by hand.',
        'P3: The accountant wants CSV exports, we do it manually. Pricing feels high for a solo business.',
        'P4: Chasing late payments is the worst part of my week. Reminders would save me.',
        'P5: Receipt upload on mobile is slow and fails on bad signal.',
        'P6: My accountant asks for an export every quarter and I dread it.',
      ].join('\n'),
    );
    expect(reply).toMatch(/^\*\*6 interviews, 3 themes that come up more than once\*\*/);
    expect(reply).toContain('1. **accountant, export**: 3 of 6 (P1, P3, P6).');
    expect(reply).toContain('**reminders**: 2 of 6 (P2, P4).');
  });

  it('reads other labels and says which points only one interview raised', () => {
    const reply = ask(
      [
        'Can you synthesise these customer calls?',
        'Interview 1: Onboarding took two weeks because the data import failed.',
        'Interview 2: The import wizard rejected our spreadsheet twice.',
        'Interview 3: We love the dashboards but the import was painful.',
        'Interview 4: Our finance team wants SSO before they roll it out.',
      ].join('\n'),
    );
    expect(reply).toContain('**import**: 3 of 4 (Interview 1, Interview 2, Interview 3).');
    expect(reply).toContain('**Raised by one interview only:** Interview 4');
  });
});

describe('a competitor table from notes', () => {
  it('puts each competitor’s price, strengths and weaknesses in a row and marks what the notes leave out', () => {
    const reply = ask(
      [
        'Make a competitor comparison table from my notes:',
        'Acme: $49/seat per month, strong integrations, slow support.',
        'Beta Co: great mobile app, lacks reporting.',
        'Cobalt - $99/month, best reporting.',
      ].join('\n'),
    );
    expect(reply).toContain('| Acme | $49/seat per month | strong integrations | slow support |');
    expect(reply).toContain('| Beta Co | unknown | great mobile app | lacks reporting |');
    expect(reply).toContain('| Cobalt | $99/month | best reporting | unknown |');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import type { ProposedEdit } from '../types';
import { suggestEditsOffline } from './document-suggestions';

const FIXTURES = new URL('./fixtures/', import.meta.url);
/** Every sample PRD in English: the repository's and the ones written for these rules (bullets, prose, tables, stories). */
const SAMPLES = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.md') && !name.startsWith('german'))
  .map((name) => ({ name, text: readFileSync(new URL(name, FIXTURES), 'utf8') }));

const PLACEHOLDER = /\[[^\]]*\]|\{[^}]*\}|<[^>]+>|\?\?|\b(?:TBD|TBC|TODO|XXX|N)\b/;
const INTERNAL_ID = /\b(?:r|fr|nfr|req|us|ac|id)[-_ ]?\d+\b/i;
const REPEATED = /\b(\p{L}+)\s+\1\b/iu;
const NUMBERS = /\d+(?:[.,]\d+)*/g;

/** What a user reads of an edit: its new text, one sentence per entry. */
function sentencesOf(edit: ProposedEdit): string[] {
  const text = edit.kind === 'replace' ? edit.replace : edit.text;
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*-\s+/, '').trim())
    .filter(Boolean)
    .flatMap((line) => nlp(line).sentences().out('array') as string[]);
}

/** The grammar-level rules every suggested edit must pass; each broken rule is one line. */
function problems(edit: ProposedEdit, document: string): string[] {
  const found: string[] = [];
  const visible: string[] = [edit.reason, 'heading' in edit ? edit.heading : '', ...sentencesOf(edit)];
  for (const text of visible) {
    if (REPEATED.test(text)) found.push(`repeated word "${REPEATED.exec(text)?.[1]}" in: ${text}`);
    if (PLACEHOLDER.test(text)) found.push(`placeholder "${PLACEHOLDER.exec(text)?.[0]}" in: ${text}`);
    if (INTERNAL_ID.test(text)) found.push(`internal id "${INTERNAL_ID.exec(text)?.[0]}" in: ${text}`);
  }
  for (const sentence of sentencesOf(edit)) if (!nlp(sentence).verbs().found) found.push(`no verb in: ${sentence}`);
  if (edit.kind === 'replace') {
    if (!document.includes(edit.find)) found.push(`passage not in the document: ${edit.find}`);
    const kept: string[] = edit.replace.match(NUMBERS) ?? [];
    for (const number of edit.find.match(NUMBERS) ?? []) {
      if (!kept.includes(number)) found.push(`number ${number} lost from: ${edit.find}`);
    }
  }
  return found;
}

describe('suggested edits read as English', () => {
  it.each(SAMPLES)('every edit for $name passes the grammar rules', ({ text }) => {
    const edits = suggestEditsOffline({ title: 'Sample', text });
    expect(edits.flatMap((edit) => problems(edit, text))).toEqual([]);
  });

  it('finds something to suggest in every sample but the complete one', () => {
    for (const { name, text } of SAMPLES) {
      if (name === 'strong-prd.md' || name === 'table-prd.md') continue;
      expect(suggestEditsOffline({ title: 'Sample', text }).length, name).toBeGreaterThan(0);
    }
  });

  it('catches each kind of broken sentence the rules are for', () => {
    const edit = (replace: string, find = 'The app should be fast.'): ProposedEdit => ({ kind: 'replace', find, replace, reason: 'Why.' });
    const doc = 'The app should be fast. It takes 3 s today.';
    expect(problems(edit('Make the app app responds within 2 s.'), doc)).toEqual([expect.stringContaining('repeated word "app"')]);
    expect(problems(edit('The app responds within [N] s.'), doc)).toEqual([expect.stringContaining('placeholder "[N]"')]);
    expect(problems(edit('It is done when the user uses r1 today.'), doc)).toEqual([expect.stringContaining('internal id "r1"')]);
    expect(problems(edit('The app, within two seconds at p95.'), doc)).toEqual([expect.stringContaining('no verb')]);
    expect(problems(edit('It takes little time today.', 'It takes 3 s today.'), doc)).toEqual([expect.stringContaining('number 3 lost')]);
    expect(problems(edit('The app responds within 2 s.'), doc)).toEqual([]);
  });
});

describe('what the edits say', () => {
  const edits = (text: string) => suggestEditsOffline({ title: 'Sample', text });
  const replacing = (text: string, find: string) => edits(text).find((e) => e.kind === 'replace' && e.find === find);

  it("uses the document's own figure, and names the figure to set where there is none", () => {
    const timed = '# Search\n\nResults appear in under 300 ms on the desktop app today.\n\nThe search page must be fast.';
    expect(replacing(timed, 'The search page must be fast.')).toMatchObject({
      replace: 'The search page must respond within 300 ms at the 95th percentile.',
    });
    expect(replacing('# Search\n\nThe search page must be fast.', 'The search page must be fast.')).toMatchObject({
      replace: 'The search page must respond within a set time, such as 2 seconds, at the 95th percentile.',
    });
  });

  it("leaves a requirement's id where it is and keeps it out of the criterion", () => {
    const text = '# Payouts\n\n## Requirements\n\n- R1: Employees can request a payout from the app.\n';
    const edit = replacing(text, 'Employees can request a payout from the app.');
    expect(edit).toMatchObject({
      replace:
        'Employees can request a payout from the app. Acceptance: on a typical account, a tester confirms that employees can request a payout from the app, and sees the result within a set time, such as 2 seconds.',
    });
  });

  it('turns TBD, ASAP and etc. into plain statements', () => {
    const text = '# Launch\n\nWe launch ASAP. Pricing is TBD. Reports cover sales, refunds, etc.';
    expect(replacing(text, 'We launch ASAP.')).toMatchObject({
      replace: 'We launch by a fixed date (for example, the end of this quarter).',
    });
    expect(replacing(text, 'Pricing is TBD.')).toMatchObject({
      replace: 'Pricing is still to be decided. Open questions lists who decides this and by when.',
    });
    expect(replacing(text, 'Reports cover sales, refunds, etc.')).toMatchObject({
      replace: 'Reports cover sales, refunds. Nothing beyond these is in the first release.',
    });
  });

  it('suggests nothing in the body of a document in another language', () => {
    expect(edits(readFileSync(new URL('german-prd.md', FIXTURES), 'utf8'))).toEqual([]);
  });
});

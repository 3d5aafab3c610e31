import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '@common/offline-note';
import { draftBody, draftTitle, isDocumentDraft } from '@/features/documents/lib/draft-document';

const OUTLINE = [
  '## PRD outline: Instant Pay',
  '_Filled in from what you have told me._',
  '### 1. Problem',
  'Hourly workers wait 30 days.',
  '### 2. Goals',
  '- Business: retention.',
  '### 3. Non-goals',
  '- Loans.',
  'Choose **Open as document** under this reply to edit it in the editor.',
  OFFLINE_NOTE,
].join('\n\n');

describe('a reply as a document', () => {
  it('tells a draft from an answer', () => {
    expect(isDocumentDraft(OUTLINE)).toBe(true);
    expect(isDocumentDraft('Sure. ## Not a heading\n\n### One\n\n### Two')).toBe(false);
    expect(isDocumentDraft('## Sample size\n\nYou need 1,200 users per arm.')).toBe(false);
    expect(isDocumentDraft('')).toBe(false);
    expect(isDocumentDraft(`Here is a PRD outline filled with your answers.\n\n${OUTLINE}`)).toBe(true);
    expect(isDocumentDraft(`One.\n\nTwo.\n\n${OUTLINE}`)).toBe(false);
  });

  it('takes the title from the first heading, as a person writes it', () => {
    expect(draftTitle(OUTLINE)).toBe('PRD: Instant Pay');
    expect(draftTitle('## Feature brief: **Reminders** (Ledgerly)\n\n### A')).toBe('Feature brief: Reminders (Ledgerly)');
    expect(draftTitle(`# ${'Long '.repeat(20)}`)).toMatch(/^(Long ){9}Long\.\.\.$/);
  });

  it('keeps the sections, puts the title first and leaves out what only the chat needs', () => {
    const body = draftBody(OUTLINE);
    expect(body.startsWith('# PRD: Instant Pay\n')).toBe(true);
    expect(draftBody(`Here is a PRD outline.\n\n${OUTLINE}`)).toBe(body);
    expect(body).toContain('### 1. Problem');
    expect(body).toContain('- Loans.');
    expect(body).not.toMatch(/Open as document|PRD outline|offline engine/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  draftKey,
  isDraftNewer,
  readDraft,
  removeDocumentDrafts,
  removeDraft,
  writeDraft,
  type DocumentDraft,
} from '@/features/documents/lib/local-draft';

const draft = (changes: Partial<DocumentDraft> = {}): DocumentDraft => ({
  title: 'Launch plan',
  titleEdited: false,
  content: '<p>Launch plan</p><p>More</p>',
  editedAt: Date.parse('2026-03-01T10:00:05Z'),
  baseUpdatedAt: '2026-03-01T10:00:00.000Z',
  ...changes,
});
const server = { title: 'Launch plan', content: '<p>Launch plan</p>', updatedAt: '2026-03-01T10:00:00.000Z' };

describe('local drafts', () => {
  it('are kept per user and document, and one for the new document', () => {
    expect(draftKey('u1', 'd1')).not.toBe(draftKey('u2', 'd1'));
    expect(draftKey('u1', null)).toBe('northstar:document-draft:u1:new');
    writeDraft(draftKey('u1', 'd1'), draft());
    expect(readDraft(draftKey('u1', 'd1'))).toEqual(draft());
    expect(readDraft(draftKey('u2', 'd1'))).toBeNull();
    removeDraft(draftKey('u1', 'd1'));
    expect(readDraft(draftKey('u1', 'd1'))).toBeNull();
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem(draftKey('u1', 'x'), '{broken');
    localStorage.setItem(draftKey('u1', 'y'), JSON.stringify({ content: 1 }));
    expect(readDraft(draftKey('u1', 'x'))).toBeNull();
    expect(readDraft(draftKey('u1', 'y'))).toBeNull();
  });

  it('of a deleted document are all removed, and only those', () => {
    writeDraft(draftKey('u1', 'd1'), draft());
    writeDraft(draftKey('u2', 'd1'), draft());
    writeDraft(draftKey('u1', 'd11'), draft());
    removeDocumentDrafts('d1');
    expect(readDraft(draftKey('u1', 'd1'))).toBeNull();
    expect(readDraft(draftKey('u2', 'd1'))).toBeNull();
    expect(readDraft(draftKey('u1', 'd11'))).not.toBeNull();
  });

  it('are newer when they differ and the server copy has not changed since the edits began', () => {
    expect(isDraftNewer(draft(), server)).toBe(true);
    expect(isDraftNewer(draft({ editedAt: 0 }), server)).toBe(true);
  });

  it('are newer when written after the server copy last changed', () => {
    const changed = { ...server, updatedAt: '2026-03-01T10:00:03.000Z' };
    expect(isDraftNewer(draft(), changed)).toBe(true);
    expect(isDraftNewer(draft({ baseUpdatedAt: null }), changed)).toBe(true);
  });

  it('are not newer when the server changed after them, or holds the same text', () => {
    expect(isDraftNewer(draft(), { ...server, updatedAt: '2026-03-01T11:00:00.000Z' })).toBe(false);
    expect(isDraftNewer(draft({ content: server.content }), server)).toBe(false);
    expect(isDraftNewer(draft({ title: 'Renamed', content: server.content }), server)).toBe(true);
  });
});

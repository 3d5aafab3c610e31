import { describe, expect, it } from 'vitest';
import type { DocumentDto } from '@common/documents';
import { draftKey, readDraft, writeDraft, type DocumentDraft } from '@/features/documents/lib/local-draft';
import { startingPoint } from '@/features/documents/lib/starting-point';

const server: DocumentDto = {
  id: 'd1',
  title: 'Launch',
  type: 'enhance',
  content: '<p>Launch</p>',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const draft = (changes: Partial<DocumentDraft> = {}): DocumentDraft => ({
  title: 'Launch',
  titleEdited: false,
  content: '<p>Launch</p><p>Offline edit</p>',
  editedAt: Date.parse('2026-03-01T10:05:00.000Z'),
  baseUpdatedAt: server.updatedAt,
  ...changes,
});

describe('startingPoint: what the editor opens with', () => {
  it('is the server copy when there is no draft; the title follows the text unless known', () => {
    expect(startingPoint('u1', server)).toEqual({ content: '<p>Launch</p>', title: 'Launch', titleEdited: null, restored: null });
    expect(startingPoint('u1', null)).toEqual({ content: '', title: 'New Document', titleEdited: false, restored: null });
  });

  it("restores this device's newer edits of a saved document", () => {
    writeDraft(draftKey('u1', 'd1'), draft());
    expect(startingPoint('u1', server)).toMatchObject({ content: '<p>Launch</p><p>Offline edit</p>', restored: 'edits' });
    expect(startingPoint('u2', server).restored).toBeNull();
  });

  it('drops a draft older than the server copy', () => {
    writeDraft(draftKey('u1', 'd1'), draft({ baseUpdatedAt: '2026-03-01T09:00:00.000Z', editedAt: 0 }));
    expect(startingPoint('u1', server).restored).toBeNull();
    expect(readDraft(draftKey('u1', 'd1'))).toBeNull();
  });

  it("restores the new document's draft when it has text or a title of its own, and drops an empty one", () => {
    writeDraft(draftKey('u1', null), draft({ content: '<p>Idea</p>', title: 'Idea', baseUpdatedAt: null }));
    expect(startingPoint('u1', null)).toEqual({ content: '<p>Idea</p>', title: 'Idea', titleEdited: false, restored: 'draft' });
    writeDraft(draftKey('u1', null), draft({ content: '<p></p>', title: 'Mine', titleEdited: true, baseUpdatedAt: null }));
    expect(startingPoint('u1', null).restored).toBe('draft');
    writeDraft(draftKey('u1', null), draft({ content: '<p></p>', baseUpdatedAt: null }));
    expect(startingPoint('u1', null).restored).toBeNull();
    expect(readDraft(draftKey('u1', null))).toBeNull();
  });
});

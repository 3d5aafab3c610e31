import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@common/events';
import { staleKeys } from '@/app/live-updates';
import { designQueryOptions } from '@/features/designs/api/get-design';
import { designsQueryOptions } from '@/features/designs/api/get-designs';
import { editorDocumentQueryOptions } from '@/features/documents/api/editor-document';
import { documentsQueryOptions } from '@/features/documents/api/get-documents';
import { memoriesQueryOptions } from '@/features/memories/api/get-memories';
import { conversationQueryOptions, designConversation, documentConversation } from '@/features/messages/api/conversations';

describe('staleKeys', () => {
  it('maps each change to the queries it makes stale', () => {
    expect(staleKeys({ entity: 'document', action: 'updated', id: 'd1' })).toEqual([
      { key: ['/api/documents'], exact: true },
      { key: ['/api/documents', 'd1'], exact: true },
    ]);
    expect(staleKeys({ entity: 'message', action: 'created', id: 'm1', parentId: 'd1' })).toEqual([
      { key: ['/api/documents', 'd1', 'messages'] },
    ]);
    expect(staleKeys({ entity: 'memory', action: 'deleted', id: 'k', parentId: 'd1' })).toEqual([
      { key: ['/api/documents', 'd1', 'memories'] },
    ]);
    expect(staleKeys({ entity: 'design', action: 'created', id: 'x' })[0]).toEqual({ key: ['/api/designs'], exact: true });
    expect(staleKeys({ entity: 'design_message', action: 'created', id: 'y', parentId: 'x' })).toEqual([
      { key: ['/api/designs', 'x', 'messages'] },
    ]);
  });
});

describe('staleKeys and the fetchers agree', () => {
  it('makes stale the very keys the conversations, memories and lists are cached under', () => {
    const key = (event: LiveEvent) => staleKeys(event).map((k) => k.key);
    expect(key({ entity: 'message', action: 'created', id: 'm', parentId: 'd1' })).toEqual([
      conversationQueryOptions(documentConversation('d1')).queryKey,
    ]);
    expect(key({ entity: 'design_message', action: 'created', id: 'm', parentId: 'x1' })).toEqual([
      conversationQueryOptions(designConversation('x1')).queryKey,
    ]);
    expect(key({ entity: 'memory', action: 'created', id: 'k', parentId: 'd1' })).toEqual([memoriesQueryOptions('d1').queryKey]);
    expect(key({ entity: 'document', action: 'deleted', id: 'd1' })).toEqual([
      documentsQueryOptions.queryKey,
      editorDocumentQueryOptions('d1').queryKey,
    ]);
    expect(key({ entity: 'design', action: 'updated', id: 'x1' })).toEqual([designsQueryOptions.queryKey, designQueryOptions('x1').queryKey]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@common/events';
import { apply, staleKeys } from '@/app/live-updates';
import { designQueryOptions } from '@/features/designs/api/get-design';
import { designsQueryOptions } from '@/features/designs/api/get-designs';
import { editorDocumentQueryOptions } from '@/features/documents/api/editor-document';
import { documentPagesQueryOptions, documentsQueryOptions } from '@/features/documents/api/get-documents';
import { memoriesQueryOptions } from '@/features/memories/api/get-memories';
import { conversationQueryOptions, designConversation, documentConversation } from '@/features/messages/api/conversations';
import { CATCH_UP_SIZE } from '@/lib/chat-cache';
import { api, resource } from '@/lib/routes';

describe('staleKeys', () => {
  it('maps each change to the queries it makes stale', () => {
    expect(staleKeys({ entity: 'document', action: 'updated', id: 'd1' })).toEqual([
      { key: ['/api/documents'], exact: true },
      { key: ['/api/documents', 'pages'] },
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
    const [list, pages, one] = key({ entity: 'document', action: 'deleted', id: 'd1' });
    expect([list, one]).toEqual([documentsQueryOptions.queryKey, editorDocumentQueryOptions('d1').queryKey]);
    for (const paged of [documentPagesQueryOptions('chat', ''), documentPagesQueryOptions('editor', 'plan')]) {
      expect(paged.queryKey.slice(0, pages?.length)).toEqual(pages);
    }
    expect(key({ entity: 'design', action: 'updated', id: 'x1' })).toEqual([
      designsQueryOptions.queryKey,
      designQueryOptions('x1').queryKey,
    ]);
  });
});

describe('apply', () => {
  const doc = {
    id: 'd1',
    title: 'Plan',
    type: 'enhance' as const,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
  const other = { ...doc, id: 'd2', title: 'Other', updatedAt: '2026-01-01T12:00:00.000Z' };
  const setup = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(documentsQueryOptions.queryKey, [doc, other]);
    queryClient.setQueryData(editorDocumentQueryOptions('d1').queryKey, { ...doc, content: '<p>x</p>' });
    queryClient.setQueryData(conversationQueryOptions(documentConversation('d1')).queryKey, {
      pages: [{ items: [m1], nextCursor: null }],
      pageParams: [null],
    });
    return queryClient;
  };
  const m1 = { id: 'm1', role: 'user' as const, content: 'hi', isQuestion: false, createdAt: doc.createdAt };
  const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

  it('skips the echo of this tab’s own save and of a message it already holds', () => {
    const queryClient = setup();
    apply(queryClient, { entity: 'document', action: 'updated', id: 'd1', title: 'Plan', updatedAt: doc.updatedAt });
    apply(queryClient, { entity: 'message', action: 'created', id: 'm1', parentId: 'd1' });
    expect(isStale(queryClient, documentsQueryOptions.queryKey)).toBe(false);
    expect(isStale(queryClient, editorDocumentQueryOptions('d1').queryKey)).toBe(false);
    expect(isStale(queryClient, conversationQueryOptions(documentConversation('d1')).queryKey)).toBe(false);
  });

  it('patches the list in place for a change made elsewhere, and reads only that document again', () => {
    const queryClient = setup();
    apply(queryClient, { entity: 'document', action: 'updated', id: 'd2', title: 'Renamed', updatedAt: '2026-01-03T00:00:00.000Z' });
    expect(
      queryClient.getQueryData<{ id: string; title: string }[]>(documentsQueryOptions.queryKey)?.map((d) => `${d.id}:${d.title}`),
    ).toEqual(['d1:Plan', 'd2:Renamed']);
    expect(isStale(queryClient, documentsQueryOptions.queryKey)).toBe(false);
    apply(queryClient, { entity: 'document', action: 'updated', id: 'd1', title: 'Plan', updatedAt: '2026-01-04T00:00:00.000Z' });
    expect(isStale(queryClient, editorDocumentQueryOptions('d1').queryKey)).toBe(true);
  });

  it('reads the sidebar again for a change that can alter it, and not for a save that cannot (the tab’s own autosave)', () => {
    const queryClient = setup();
    const sidebar = resource(api.sidebar.summary).queryKey;
    queryClient.setQueryData(sidebar, { counts: { chats: 0, documents: 2, designs: 0 }, recentChats: [] });
    // The save's event arrives before its answer: the tab does not hold it yet.
    const save = { entity: 'document', action: 'updated', id: 'd1', title: 'Plan', updatedAt: '2026-01-04T00:00:00.000Z' } as const;
    apply(queryClient, { ...save, touchesSidebar: false });
    expect(isStale(queryClient, sidebar)).toBe(false);
    apply(queryClient, { ...save, touchesSidebar: true });
    expect(isStale(queryClient, sidebar)).toBe(true);
  });

  it('drops a deleted row, and reads the list again only for a row it does not hold', () => {
    const queryClient = setup();
    apply(queryClient, { entity: 'document', action: 'deleted', id: 'd2' });
    expect(queryClient.getQueryData<{ id: string }[]>(documentsQueryOptions.queryKey)?.map((d) => d.id)).toEqual(['d1']);
    expect(isStale(queryClient, documentsQueryOptions.queryKey)).toBe(false);
    apply(queryClient, { entity: 'document', action: 'created', id: 'd3', title: 'New', updatedAt: '2026-01-05T00:00:00.000Z' });
    expect(isStale(queryClient, documentsQueryOptions.queryKey)).toBe(true);
  });

  it("appends another tab's message from the chat's latest few, without reading the loaded pages again", async () => {
    const queryClient = setup();
    const m2 = { ...m1, id: 'm2', content: 'from the other tab' };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ items: [m1, m2], nextCursor: null }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    apply(queryClient, { entity: 'message', action: 'created', id: 'm2', parentId: 'd1' });
    const key = conversationQueryOptions(documentConversation('d1')).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)?.pages[0]?.items.map((m) => m.id)).toEqual(['m1', 'm2']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([`/api/documents/d1/messages?limit=${CATCH_UP_SIZE}`, expect.anything()]);
    expect(isStale(queryClient, key)).toBe(false);
    vi.unstubAllGlobals();
  });
});

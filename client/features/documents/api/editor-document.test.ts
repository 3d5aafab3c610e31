import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorDocumentQueryOptions, readEditorDocumentEarly } from '@/features/documents/api/editor-document';

const doc = (content: string) => ({ id: 'd1', title: 'Plan', type: 'enhance', content, createdAt: 'x', updatedAt: 'x' });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v1"' } });

afterEach(() => vi.useRealTimers());

describe('readEditorDocumentEarly: the opening read the editor takes', () => {
  it('is taken once by the editor of that document, which then reads again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(doc('<p>early</p>')))
      .mockResolvedValueOnce(json(doc('<p>later</p>')));
    vi.stubGlobal('fetch', fetch);
    readEditorDocumentEarly('d1');
    const client = new QueryClient();
    await expect(client.fetchQuery(editorDocumentQueryOptions('d1'))).resolves.toMatchObject({ content: '<p>early</p>', etag: 'v1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(new QueryClient().fetchQuery(editorDocumentQueryOptions('d1'))).resolves.toMatchObject({ content: '<p>later</p>' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another document, nor once it is too old to be the current copy', async () => {
    const fetch = vi.fn(async (url: string) => json(doc(`<p>${url}</p>`)));
    vi.stubGlobal('fetch', fetch);
    readEditorDocumentEarly('d2');
    await expect(new QueryClient().fetchQuery(editorDocumentQueryOptions('d1'))).resolves.toMatchObject({
      content: '<p>/api/documents/d1</p>',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    readEditorDocumentEarly('d1');
    vi.setSystemTime(Date.now() + 16_000);
    await new QueryClient().fetchQuery(editorDocumentQueryOptions('d1'));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('hands its failure to the editor that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Document not found"}', { status: 404 })),
    );
    readEditorDocumentEarly('d1');
    await expect(new QueryClient().fetchQuery(editorDocumentQueryOptions('d1'))).rejects.toThrow();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fetchChatDocument } from '@/features/documents/api/get-document';

const document = { id: 'd1', title: 'Chat', type: 'explore', content: '', createdAt: 'x', updatedAt: 'x' };
const answer = (response: Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );

describe('fetchChatDocument: the chat load errors', () => {
  it('answers the document', async () => {
    answer(new Response(JSON.stringify(document), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
    await expect(fetchChatDocument('d1')).resolves.toEqual(document);
    expect(fetch).toHaveBeenCalledWith('/api/documents/d1', expect.objectContaining({ credentials: 'include' }));
  });

  it('says "Chat not found" on 404', async () => {
    answer(new Response('{"message":"Document not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Chat not found$/);
  });

  it('says "Failed to load chat: {status text}" on other failures', async () => {
    answer(new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Failed to load chat: Internal Server Error$/);
    answer(new Response('{}', { status: 401, statusText: 'Unauthorized' }));
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Failed to load chat: Unauthorized$/);
  });

  it('says "Invalid response format" when the answer is not JSON', async () => {
    answer(new Response('<!doctype html><p>app</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Invalid response format$/);
  });

  it('says "Failed to load chat" otherwise: network failure or unreadable JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Failed to load chat$/);
    answer(new Response('{broken', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(fetchChatDocument('d1')).rejects.toThrow(/^Failed to load chat$/);
  });
});

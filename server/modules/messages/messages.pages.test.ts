import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/documents';
import { BAD_CURSOR, encodeCursor } from '../../lib/list-cursor';
import type { Agent } from '../../test/agent';
import { messageRow } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

type Message = { id: string; content: string; createdAt: string };
type Page = { items: Message[]; nextCursor: string | null };

/** A chat of `count` messages 'Message 0'... in that order; all written in the same instant, unless `apart`. */
async function chatOf(agent: Agent, count: number, { apart = false } = {}) {
  const doc = (await agent.post('/api/documents', { title: 'Long chat', type: 'prd' })).json() as { id: string };
  for (let i = 0; i < count; i++) {
    // Insertion order decides, whatever the clock said: here every message has the same time.
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, apart ? i : 0));
    await t.database.db
      .insert(messages)
      .values(messageRow({ documentId: doc.id }, i % 2 === 0 ? 'user' : 'assistant', `Message ${i}`, createdAt));
  }
  return doc.id;
}

/** Every page of the chat, `limit` at a time, following nextCursor back to its first message. */
async function allPages(agent: Agent, id: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await agent.get(`/api/documents/${id}/messages?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

const contents = (page: Page | undefined) => page?.items.map((m) => m.content);

describe('chat message pages', () => {
  it('keeps the whole chat, oldest first, when no page is asked for', async () => {
    const { ann } = await twoUsers(t);
    const id = await chatOf(ann, 3, { apart: true });
    const list = (await ann.get(`/api/documents/${id}/messages`)).json() as Message[];
    expect(list.map((m) => m.content)).toEqual(['Message 0', 'Message 1', 'Message 2']);
    expect(list[2]).toEqual({
      id: expect.any(String),
      role: 'user',
      content: 'Message 2',
      isQuestion: false,
      // Only a guided answer names the question it answers.
      questionKey: null,
      cut: false,
      createdAt: '2026-01-01T00:02:00.000Z',
      parts: [{ type: 'text', text: 'Message 2' }],
      // Only a reply names the model that wrote it and its tokens, and only a reply is voted on.
      model: null,
      usage: null,
      vote: null,
      voteComment: null,
    });
  });

  it('answers the latest messages first, each page oldest to newest, back to the first message, then a null cursor', async () => {
    const { ann } = await twoUsers(t);
    const id = await chatOf(ann, 7);
    const pages = await allPages(ann, id, 3);
    expect(pages.map(contents)).toEqual([['Message 4', 'Message 5', 'Message 6'], ['Message 1', 'Message 2', 'Message 3'], ['Message 0']]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages[0]?.items[0]).not.toHaveProperty('position');
    const whole = ((await ann.get(`/api/documents/${id}/messages`)).json() as Message[]).map((m) => m.id);
    expect(pages.reverse().flatMap((p) => p.items.map((m) => m.id))).toEqual(whole);
  });

  it('answers one page with a null cursor when it holds the whole chat, and 50 by default after a cursor', async () => {
    const { ann } = await twoUsers(t);
    const id = await chatOf(ann, 60);
    const exact = (await ann.get(`/api/documents/${id}/messages?limit=60`)).json() as Page;
    expect(exact.items).toHaveLength(60);
    expect(exact.nextCursor).toBeNull();
    const first = (await ann.get(`/api/documents/${id}/messages?limit=5`)).json() as Page;
    const byDefault = (await ann.get(`/api/documents/${id}/messages?cursor=${first.nextCursor}`)).json() as Page;
    expect(byDefault.items).toHaveLength(50);
    expect(contents(byDefault)?.at(-1)).toBe('Message 54');
    expect(byDefault.nextCursor).not.toBeNull();
  });

  it('is not shifted by messages sent between two pages', async () => {
    const { ann } = await twoUsers(t);
    const id = await chatOf(ann, 6);
    const first = (await ann.get(`/api/documents/${id}/messages?limit=3`)).json() as Page;
    await ann.post(`/api/documents/${id}/messages`, { content: 'A new answer', isQuestion: true });
    const second = (await ann.get(`/api/documents/${id}/messages?limit=3&cursor=${first.nextCursor}`)).json() as Page;
    expect(contents(second)).toEqual(['Message 0', 'Message 1', 'Message 2']);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 404 for another user's chat, and never pages another chat's messages", async () => {
    const { ann, bob } = await twoUsers(t);
    const annChat = await chatOf(ann, 4);
    const bobChat = await chatOf(bob, 4);
    const res = await bob.get(`/api/documents/${annChat}/messages?limit=2`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Document not found');
    expect(res.body).not.toContain('Message');
    const annFirst = (await ann.get(`/api/documents/${annChat}/messages?limit=2`)).json() as Page;
    const crossed = await bob.get(`/api/documents/${bobChat}/messages?limit=2&cursor=${annFirst.nextCursor}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(BAD_CURSOR);
  });

  it('refuses a bad limit or cursor with a 400 naming it', async () => {
    const { ann } = await twoUsers(t);
    const id = await chatOf(ann, 2);
    const unknown = encodeCursor({ createdAt: '2026-01-01T00:00:00.000000', id: '00000000-0000-4000-8000-000000000000' });
    const cases: [string, RegExp][] = [
      ['limit=0', /^limit: limit must be at least 1/],
      ['limit=101', /^limit: limit must be at most 100/],
      ['limit=ten', /^limit: /],
      ['limit=2.5', /^limit: limit must be a whole number/],
      ['cursor=%25%25', /^cursor: cursor must be the nextCursor/],
      [`cursor=${encodeCursor({ createdAt: 'yesterday', id: 'not-an-id' })}`, new RegExp(`^${BAD_CURSOR}`)],
      [`cursor=${unknown}`, new RegExp(`^${BAD_CURSOR}`)],
    ];
    for (const [query, message] of cases) {
      const res = await ann.get(`/api/documents/${id}/messages?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/documents';
import { BAD_CURSOR, encodeCursor } from '../../lib/list-cursor';
import type { Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

type Summary = { id: string; title: string; createdAt: string };
type Page = { items: Summary[]; nextCursor: string | null };

/** Every page of `agent`'s documents, `limit` at a time, following nextCursor to the end. */
async function allPages(agent: Agent, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await agent.get(`/api/documents?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

/** `count` documents of `userId`, one a minute apart (or all in the same microsecond), titled by their order. */
async function insertDocuments(userId: string, count: number, opts: { sameTime?: boolean; prefix?: string } = {}) {
  await t.database.db.insert(documents).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      title: `${opts.prefix ?? 'Doc'} ${i}`,
      content: '<p>secret body</p>',
      type: 'prd' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, opts.sameTime ? 0 : i)),
    })),
  );
}

describe('document list pages', () => {
  it('keeps the whole list, newest first, when no page is asked for', async () => {
    const { ann } = await twoUsers(t);
    const me = (await ann.get('/api/user')).json();
    await insertDocuments(me.id, 3);
    const list = (await ann.get('/api/documents')).json() as Summary[];
    expect(list.map((d) => d.title)).toEqual(['Doc 2', 'Doc 1', 'Doc 0']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      title: 'Doc 2',
      type: 'prd',
      productId: null,
      teamId: null,
      createdAt: '2026-01-01T00:02:00.000Z',
      updatedAt: expect.any(String),
    });
  });

  it('pages newest first by cursor, summaries only, with no gap and no repeat, and null after the last', async () => {
    const { ann } = await twoUsers(t);
    const me = (await ann.get('/api/user')).json();
    await insertDocuments(me.id, 7);
    const pages = await allPages(ann, 3);
    expect(pages.map((p) => p.items.map((d) => d.title))).toEqual([['Doc 6', 'Doc 5', 'Doc 4'], ['Doc 3', 'Doc 2', 'Doc 1'], ['Doc 0']]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages[0]?.items[0]).not.toHaveProperty('content');
    expect(pages[0]?.items[0]).not.toHaveProperty('position');

    const exact = (await ann.get('/api/documents?limit=7')).json() as Page;
    expect(exact.items).toHaveLength(7);
    expect(exact.nextCursor).toBeNull();
    const byDefault = (await ann.get(`/api/documents?cursor=${pages[0]?.nextCursor}`)).json() as Page;
    expect(byDefault.items.map((d) => d.title)).toEqual(['Doc 3', 'Doc 2', 'Doc 1', 'Doc 0']);
  });

  it('breaks ties of creation time by id, so documents made in the same instant are neither lost nor repeated', async () => {
    const { ann } = await twoUsers(t);
    const me = (await ann.get('/api/user')).json();
    await insertDocuments(me.id, 9, { sameTime: true });
    const seen = (await allPages(ann, 2)).flatMap((p) => p.items.map((d) => d.id));
    const whole = ((await ann.get('/api/documents')).json() as Summary[]).map((d) => d.id);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(9);
  });

  it('is not shifted by documents added or deleted between two pages', async () => {
    const { ann } = await twoUsers(t);
    const me = (await ann.get('/api/user')).json();
    await insertDocuments(me.id, 6);
    const first = (await ann.get('/api/documents?limit=3')).json() as Page;
    await ann.post('/api/documents', { title: 'Brand new', type: 'explore' });
    await ann.request('DELETE', `/api/documents/${first.items[2]?.id}`);
    const second = (await ann.get(`/api/documents?limit=3&cursor=${first.nextCursor}`)).json() as Page;
    expect(second.items.map((d) => d.title)).toEqual(['Doc 2', 'Doc 1', 'Doc 0']);
  });

  it('shows a document created, renamed or deleted since the same page was last answered', async () => {
    const { ann, bob } = await twoUsers(t);
    const titles = async (agent: Agent) => ((await agent.get('/api/documents?limit=5')).json() as Page).items.map((d) => d.title);
    expect(await titles(ann)).toEqual([]);
    const id = (await ann.post('/api/documents', { title: 'Pricing brief', type: 'prd' })).json().id as string;
    expect(await titles(ann)).toEqual(['Pricing brief']);
    await ann.request('PUT', `/api/documents/${id}`, { title: 'Pricing brief v2' });
    expect(await titles(ann)).toEqual(['Pricing brief v2']);
    expect(await titles(bob)).toEqual([]);
    await bob.post('/api/documents', { title: 'Bob plan', type: 'prd' });
    expect(await titles(ann)).toEqual(['Pricing brief v2']);
    await ann.request('DELETE', `/api/documents/${id}`);
    expect(await titles(ann)).toEqual([]);
    expect(await titles(bob)).toEqual(['Bob plan']);
  });

  it("never shows another user's documents, whatever cursor is sent", async () => {
    const { ann, bob } = await twoUsers(t);
    const annUser = (await ann.get('/api/user')).json();
    const bobUser = (await bob.get('/api/user')).json();
    await insertDocuments(annUser.id, 4, { prefix: 'Ann' });
    await insertDocuments(bobUser.id, 4, { prefix: 'Bob' });
    const annFirst = (await ann.get('/api/documents?limit=2')).json() as Page;
    const bobWithAnnsCursor = (await bob.get(`/api/documents?limit=10&cursor=${annFirst.nextCursor}`)).json() as Page;
    expect(bobWithAnnsCursor.items.length).toBeGreaterThan(0);
    expect(bobWithAnnsCursor.items.every((d) => d.title.startsWith('Bob'))).toBe(true);
    expect((await allPages(bob, 3)).flatMap((p) => p.items.map((d) => d.title))).toEqual(['Bob 3', 'Bob 2', 'Bob 1', 'Bob 0']);
  });

  it('refuses a bad limit or cursor with a 400 naming it', async () => {
    const { ann } = await twoUsers(t);
    const forged = encodeCursor({ createdAt: 'yesterday', id: 'not-an-id' });
    const cases: [string, RegExp][] = [
      ['limit=0', /^limit: limit must be at least 1/],
      ['limit=101', /^limit: limit must be at most 100/],
      ['limit=ten', /^limit: /],
      ['limit=2.5', /^limit: limit must be a whole number/],
      ['cursor=%25%25', /^cursor: cursor must be the nextCursor/],
      [`cursor=${forged}`, new RegExp(`^${BAD_CURSOR}`)],
      [`cursor=${Buffer.from('2026-01-01T00:00:00.000000|x|y').toString('base64url')}`, new RegExp(`^${BAD_CURSOR}`)],
    ];
    for (const [query, message] of cases) {
      const res = await ann.get(`/api/documents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

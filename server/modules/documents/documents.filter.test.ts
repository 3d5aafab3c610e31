import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../common/constants';
import { documents } from '../../db/schema/documents';
import type { Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

type Page = { items: { title: string; type: JourneyType }[]; nextCursor: string | null };

/** The titles of every page of the list `query` asks for, `limit` at a time, following nextCursor to the end. */
async function titlesOf(agent: Agent, query: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res = await agent.get(`/api/documents?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push(page.items.map((d) => d.title));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** Documents of `agent`'s user, one a minute apart, oldest first, as `[title, type]`. */
async function insert(agent: Agent, rows: [string, JourneyType][]) {
  const me = (await agent.get('/api/user')).json() as { id: string };
  await t.database.db
    .insert(documents)
    .values(rows.map(([title, type], i) => ({ userId: me.id, title, type, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })));
}

describe('document list filtered by kind and title', () => {
  it('pages through the chats or the editor documents only', async () => {
    const { ann } = await twoUsers(t);
    await insert(ann, [
      ['Chat 0', 'explore'],
      ['Doc 0', 'enhance'],
      ['Chat 1', 'prd'],
      ['Doc 1', 'enhance'],
      ['Chat 2', 'design'],
      ['Chat 3', 'validate'],
      ['Doc 2', 'enhance'],
    ]);
    expect(await titlesOf(ann, 'kind=chat', 3)).toEqual([['Chat 3', 'Chat 2', 'Chat 1'], ['Chat 0']]);
    expect(await titlesOf(ann, 'kind=editor', 2)).toEqual([['Doc 2', 'Doc 1'], ['Doc 0']]);
  });

  it('keeps titles holding every word in any case, taking % and _ as themselves', async () => {
    const { ann } = await twoUsers(t);
    await insert(ann, [
      ['Pricing plan', 'prd'],
      ['Launch PLAN for pricing', 'prd'],
      ['Plan', 'enhance'],
      ['100% done', 'prd'],
      ['1000 done', 'prd'],
      ['snake_case', 'prd'],
      ['snakeXcase', 'prd'],
    ]);
    expect(await titlesOf(ann, 'q=plan%20%20PRICING', 1)).toEqual([['Launch PLAN for pricing'], ['Pricing plan']]);
    expect(await titlesOf(ann, 'kind=chat&q=plan', 5)).toEqual([['Launch PLAN for pricing', 'Pricing plan']]);
    expect(await titlesOf(ann, 'kind=editor&q=plan', 5)).toEqual([['Plan']]);
    expect(await titlesOf(ann, `q=${encodeURIComponent('0%')}`, 5)).toEqual([['100% done']]);
    expect(await titlesOf(ann, 'q=e_c', 5)).toEqual([['snake_case']]);
    expect(await titlesOf(ann, 'q=nothing', 5)).toEqual([[]]);
  });

  it('answers 400 with a clear message for an unknown kind or an overlong search', async () => {
    const { ann } = await twoUsers(t);
    const bad = await ann.get('/api/documents?limit=5&kind=notes');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('kind must be one of chat, editor');
    const long = await ann.get(`/api/documents?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('q must be at most 200 characters');
  });

  it("never shows another user's documents, whatever the kind or words", async () => {
    const { ann, bob } = await twoUsers(t);
    await insert(ann, [
      ['Ann secret chat', 'prd'],
      ['Ann secret doc', 'enhance'],
    ]);
    await insert(bob, [['Bob chat', 'prd']]);
    expect(await titlesOf(bob, 'kind=chat', 5)).toEqual([['Bob chat']]);
    expect(await titlesOf(bob, 'kind=editor', 5)).toEqual([[]]);
    expect(await titlesOf(bob, 'q=secret', 5)).toEqual([[]]);
  });
});

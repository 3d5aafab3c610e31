import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/search';
import { buildApp } from '../../app';
import { documents } from '../../db/schema/documents';
import { buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { INDEX_BATCH, INDEX_BEFORE_SEARCH, indexAllStale, indexStaleDocuments } from './search-indexer';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const find = async (agent: SignedIn, q: string) => {
  const res = await agent.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json<SearchResult[]>().map((r) => r.title);
};

/** How many documents have words not yet read. */
async function staleCount() {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM documents WHERE search_vector IS NULL`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

/** `n` documents of the user written at once, as an import does, the oldest first; each body names its number. */
async function importDocuments(userId: string, n: number, body = (i: number) => `<p>Imported note number${i} about onboarding</p>`) {
  const start = t.clock.now().getTime();
  await t.database.db.insert(documents).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      title: `Import ${i}`,
      type: 'enhance' as const,
      content: body(i),
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    })),
  );
}

describe('documents indexed for search outside the request', () => {
  it('a search after a bulk import reads only the newest, finds every title, and keeps no answer until the rest is read', async () => {
    const ann = await buildUser(t);
    await importDocuments(ann.user.id, 30);
    expect(await staleCount()).toBe(30);

    // Each search reads the reader's newest unread imports itself; older ones are found by their titles only.
    const perSearch = INDEX_BEFORE_SEARCH.rows;
    expect(await find(ann, 'number29')).toEqual(['Import 29']);
    expect(await staleCount()).toBe(30 - perSearch);
    expect(await find(ann, 'number0')).toEqual([]);
    expect(await find(ann, '"Import 0"')).toContain('Import 0');
    expect(await staleCount()).toBe(30 - 3 * perSearch);

    // Once the indexer has read them, the same question is answered in full: nothing incomplete was kept.
    expect(await indexAllStale(t.database.db)).toBe(30 - 3 * perSearch);
    expect(await staleCount()).toBe(0);
    expect(await find(ann, 'number0')).toEqual(['Import 0']);
  });

  it("a search reads only its reader's documents; a write makes a document unread again", async () => {
    const [ann, bob] = [await buildUser(t), await buildUser(t)];
    await importDocuments(ann.user.id, 3);
    await importDocuments(bob.user.id, 3);
    await find(ann, 'onboarding');
    expect(await staleCount()).toBe(3);
    await indexAllStale(t.database.db);
    const [first] = await find(bob, 'number1');
    expect(first).toBe('Import 1');
    const doc = (await bob.get('/api/documents')).json<{ id: string; title: string }[]>().find((d) => d.title === 'Import 1');
    await bob.request('PUT', `/api/documents/${doc?.id}`, { content: '<p>Rewritten about payroll</p>' });
    expect(await staleCount()).toBe(1);
    expect(await find(bob, 'payroll')).toEqual(['Import 1']);
    expect(await find(bob, 'number1')).toEqual([]);
  });

  it('reads in batches bounded by count and by characters, a long document alone', async () => {
    const ann = await buildUser(t);
    const long = `<p>${'strategy '.repeat(INDEX_BATCH.chars / 9 + 10)}</p>`;
    await importDocuments(ann.user.id, INDEX_BATCH.rows + 5, (i) => (i === INDEX_BATCH.rows + 4 ? long : `<p>short ${i}</p>`));
    // The newest is the long one: it is read alone.
    expect(await indexStaleDocuments(t.database.db, INDEX_BATCH)).toBe(1);
    expect(await indexStaleDocuments(t.database.db, INDEX_BATCH)).toBe(INDEX_BATCH.rows);
    expect(await indexStaleDocuments(t.database.db, INDEX_BATCH)).toBe(4);
    expect(await indexStaleDocuments(t.database.db, INDEX_BATCH)).toBe(0);
  });

  it("the background indexer waits for a document's writes to pause; a search does not", async () => {
    const ann = await buildUser(t);
    await importDocuments(ann.user.id, 2);
    // One is being typed in (written now, by the database's clock), the other was left a minute ago.
    await t.database.db.execute(sql`UPDATE documents SET updated_at = now() WHERE title = 'Import 1'`);
    await t.database.db.execute(sql`UPDATE documents SET updated_at = now() - interval '1 minute' WHERE title = 'Import 0'`);
    expect(await indexAllStale(t.database.db, 10, 3_000)).toBe(1);
    expect(await staleCount()).toBe(1);
    // Its owner's search reads it at once.
    expect(await find(ann, 'number1')).toEqual(['Import 1']);
    expect(await staleCount()).toBe(0);
  });

  it('the app reads newly written documents on its own, every interval', async () => {
    const ann = await buildUser(t);
    await importDocuments(ann.user.id, 20);
    const app = await buildApp(t.ctx, { indexEveryMs: 50, indexSettledMs: 0 });
    try {
      await expect.poll(staleCount, { timeout: 5_000, interval: 20 }).toBe(0);
    } finally {
      await app.close();
    }
  });
});

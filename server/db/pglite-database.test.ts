import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyzeGrownTables, openPglite } from './pglite-database';

const client = new PGlite();
afterAll(() => client.close());

const plan = async (query: string) =>
  (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)).rows.map((r) => r['QUERY PLAN']).join('\n');

describe('PGlite statistics (it has no autovacuum)', () => {
  it('analyzes a table that grew, so the planner walks the index for a page instead of sorting the table', async () => {
    await client.exec(`CREATE TABLE notes (owner int NOT NULL, made timestamptz NOT NULL, title text NOT NULL);
      CREATE INDEX notes_owner_made ON notes (owner, made);
      INSERT INTO notes SELECT g % 2, now() - g * interval '1 second', 'Note ' || g FROM generate_series(1, 20000) g;`);
    const page = 'SELECT title FROM notes WHERE owner = 1 ORDER BY made DESC LIMIT 50';
    expect(await plan(page)).toMatch(/Sort/);

    expect(await analyzeGrownTables(client)).toEqual(['notes']);
    expect(await plan(page)).toMatch(/Index Scan Backward using notes_owner_made/);
    expect(await plan(page)).not.toMatch(/Sort/);
    // Nothing grew since: nothing to do.
    expect(await analyzeGrownTables(client)).toEqual([]);
  });
});

describe('PGlite statements take turns with other work', () => {
  it('lets the event loop turn before each statement, so other requests are answered during a long save', async () => {
    const database = await openPglite(null);
    try {
      const order: string[] = [];
      setImmediate(() => order.push('another request'));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        order.push('first statement');
        await tx.execute(sql`SELECT 2`);
        order.push('second statement');
      });
      expect(order).toEqual(['another request', 'first statement', 'second statement']);
      // Outside a transaction too.
      setImmediate(() => order.push('a later request'));
      await database.db.execute(sql`SELECT 3`);
      order.push('third statement');
      expect(order.slice(3)).toEqual(['a later request', 'third statement']);
    } finally {
      await database.close();
    }
  });
});

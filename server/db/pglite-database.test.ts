import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeGrownTables } from './pglite-database';

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

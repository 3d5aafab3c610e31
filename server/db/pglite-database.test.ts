import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maintainTables, openPglite, PGLITE_START_PARAMS } from './pglite-database';

const client = new PGlite();
afterAll(() => client.close());

const plan = async (query: string) =>
  (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)).rows.map((r) => r['QUERY PLAN']).join('\n');

/** Bytes on disk under a directory. */
const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);

const MB = 1024 * 1024;

describe('PGlite upkeep (it has no autovacuum and no checkpointer)', () => {
  it('analyzes a table that grew, so the planner walks the index for a page instead of sorting the table', async () => {
    await client.exec(`CREATE TABLE notes (owner int NOT NULL, made timestamptz NOT NULL, title text NOT NULL);
      CREATE INDEX notes_owner_made ON notes (owner, made);
      INSERT INTO notes SELECT g % 2, now() - g * interval '1 second', 'Note ' || g FROM generate_series(1, 20000) g;`);
    const page = 'SELECT title FROM notes WHERE owner = 1 ORDER BY made DESC LIMIT 50';
    expect(await plan(page)).toMatch(/Sort/);

    expect(await maintainTables(client)).toMatchObject({ vacuumed: [], analyzed: ['notes'] });
    expect(await plan(page)).toMatch(/Index Scan Backward using notes_owner_made/);
    expect(await plan(page)).not.toMatch(/Sort/);
    // Nothing grew since: nothing to do.
    expect(await maintainTables(client)).toEqual({ vacuumed: [], analyzed: [], checkpoint: false });
  });

  it('keeps the data directory from growing over hundreds of saves of a long document', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'northstar-pglite-'));
    const db = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
    try {
      await db.exec('CREATE TABLE docs (id int PRIMARY KEY, content text NOT NULL)');
      // About 200 KB of words that compress as prose does, not as one repeated letter.
      const text = Array.from({ length: 30_000 }, (_, i) => `w${(i * 7919) % 5000}`).join(' ');
      await db.query('INSERT INTO docs VALUES (1, $1)', [text]);
      await maintainTables(db);
      let halfway = 0;
      let vacuums = 0;
      let checkpoints = 0;
      for (let save = 1; save <= 240; save++) {
        await db.query('UPDATE docs SET content = $1 WHERE id = 1', [`${text} edit ${save}`]);
        if (save % 20 === 0) {
          const round = await maintainTables(db);
          vacuums += round.vacuumed.length;
          checkpoints += Number(round.checkpoint);
        }
        if (save === 120) halfway = sizeOf(path.join(dir, 'base'));
      }
      expect(vacuums).toBeGreaterThan(0);
      expect(checkpoints).toBeGreaterThan(0);
      // Unkept, every 120 saves add about 12 MB of old rows and a segment of log; kept, the space is reused
      // and the log stays within its two recycled segments and the one being written.
      expect(sizeOf(path.join(dir, 'base')) - halfway).toBeLessThan(4 * MB);
      expect(sizeOf(path.join(dir, 'pg_wal'))).toBeLessThanOrEqual(48 * MB);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
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

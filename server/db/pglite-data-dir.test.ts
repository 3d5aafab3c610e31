import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Db } from './database';
import { ensureDataDir, templateKey, type DataDirSource } from './pglite-data-dir';
import { openPglite, PGLITE_START_PARAMS } from './pglite-database';

const scratch = mkdtempSync(path.join(tmpdir(), 'northstar-datadir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A migrations folder as drizzle-kit writes it, with one migration per SQL text. */
function writeMigrations(folder: string, statements: string[]) {
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = statements.map((statement, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(path.join(folder, `${tag}.sql`), statement);
    return { idx, version: '7', when: 1_795_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
}

/** The public tables of a data dir, read by opening it. */
async function tablesOf(dir: string): Promise<string[]> {
  const db = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
  try {
    const { rows } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    return rows.map((row) => row.name);
  } finally {
    await db.close();
  }
}

/** The rows a statement answers. */
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

const pgliteOnly = process.env.TEST_DB === 'postgres';

describe.skipIf(pgliteOnly)('a first start on PGlite', () => {
  it('opens an empty data dir as a migrated database, with nothing left for the migrations to do', async () => {
    const dataDir = path.join(scratch, 'app');
    const database = await openPglite(dataDir);
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(await rowsOf(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)).toEqual([
        { n: journal.entries.length },
      ]);
      await database.migrate();
      await database.db.execute(sql`INSERT INTO template_sections (name, description, position) VALUES ('Kept', 'A section', 0)`);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    // A second start opens the same data, as it is.
    const again = await openPglite(dataDir);
    try {
      expect(await rowsOf(again.db, sql`SELECT name FROM template_sections`)).toEqual([{ name: 'Kept' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('never copies a template made for other migrations: a new migration makes a new one', async () => {
    const folder = path.join(scratch, 'migrations');
    const source: DataDirSource = {
      migrationsFolder: folder,
      templatesDir: path.join(scratch, 'templates'),
      startParams: PGLITE_START_PARAMS,
    };
    writeMigrations(folder, ['CREATE TABLE first_table (id int);']);
    const firstKey = templateKey(source);
    await ensureDataDir(path.join(scratch, 'one', 'pglite'), source);
    expect(await tablesOf(path.join(scratch, 'one', 'pglite'))).toEqual(['first_table']);
    expect(readdirSync(source.templatesDir)).toEqual([firstKey]);

    writeMigrations(folder, ['CREATE TABLE first_table (id int);', 'CREATE TABLE second_table (id int);']);
    const secondKey = templateKey(source);
    expect(secondKey).not.toBe(firstKey);
    await ensureDataDir(path.join(scratch, 'two', 'pglite'), source);
    expect(await tablesOf(path.join(scratch, 'two', 'pglite'))).toEqual(['first_table', 'second_table']);
    // The older template is gone; the data dir made from it is left as it was.
    expect(readdirSync(source.templatesDir)).toEqual([secondKey]);
    expect(await tablesOf(path.join(scratch, 'one', 'pglite'))).toEqual(['first_table']);
  }, 120_000);

  it('makes the data dir in place when the templates folder cannot be written', async () => {
    const folder = path.join(scratch, 'migrations-read-only');
    writeMigrations(folder, ['CREATE TABLE only_table (id int);']);
    // /sys refuses new folders even to root: the stand-in for a read-only install.
    const source: DataDirSource = { migrationsFolder: folder, templatesDir: '/sys/northstar-templates', startParams: PGLITE_START_PARAMS };
    const dir = path.join(scratch, 'read-only-install', 'pglite');
    await ensureDataDir(dir, source);
    expect(await tablesOf(dir)).toEqual(['only_table']);
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
  }, 120_000);

  it('a migration that fails leaves no template behind, and the next try makes one', async () => {
    const folder = path.join(scratch, 'failing');
    const source: DataDirSource = {
      migrationsFolder: folder,
      templatesDir: path.join(scratch, 'failing-templates'),
      startParams: PGLITE_START_PARAMS,
    };
    writeMigrations(folder, ['CREATE TABLE kept (id int);', 'CREATE TABLE broken (id no_such_type);']);
    await expect(ensureDataDir(path.join(scratch, 'failed', 'pglite'), source)).rejects.toThrow(/no_such_type/);
    expect(readdirSync(source.templatesDir)).toEqual([]);
    expect(existsSync(path.join(scratch, 'failed', 'pglite'))).toBe(false);

    writeMigrations(folder, ['CREATE TABLE kept (id int);']);
    await ensureDataDir(path.join(scratch, 'failed', 'pglite'), source);
    expect(await tablesOf(path.join(scratch, 'failed', 'pglite'))).toEqual(['kept']);
  }, 120_000);

  it('recovers from an interrupted first start: unfinished copies are removed and never opened', async () => {
    const folder = path.join(scratch, 'interrupted-migrations');
    const source: DataDirSource = {
      migrationsFolder: folder,
      templatesDir: path.join(scratch, 'interrupted-templates'),
      startParams: PGLITE_START_PARAMS,
    };
    writeMigrations(folder, ['CREATE TABLE notes (id int);']);
    const dataDir = path.join(scratch, 'interrupted');
    const dir = path.join(dataDir, 'pglite');
    // What a start killed midway leaves: its copy under a temporary name, a template half written,
    // and (from the earlier in-place initdb) a data dir with no PG_VERSION.
    const abandoned = path.join(dataDir, `pglite.partial-${endedPid()}-0123abcd`);
    const halfTemplate = path.join(source.templatesDir, `${templateKey(source)}.partial-${endedPid()}-0123abcd`);
    for (const folderLeft of [abandoned, halfTemplate, dir]) {
      mkdirSync(path.join(folderLeft, 'base'), { recursive: true });
      writeFileSync(path.join(folderLeft, 'base', 'half-written'), 'x');
    }
    // The work of a process still running is not touched.
    const inProgress = path.join(dataDir, `pglite.partial-${process.pid}-4567cdef`);
    mkdirSync(inProgress);
    // Something else of the data dir, whatever its name, is not touched either.
    writeFileSync(path.join(dataDir, 'upload.partial-1-0123abcd.png'), 'x');

    await ensureDataDir(dir, source);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', path.basename(inProgress), 'upload.partial-1-0123abcd.png']);
    expect(readdirSync(source.templatesDir)).toEqual([templateKey(source)]);
    expect(existsSync(path.join(dir, 'base', 'half-written'))).toBe(false);
    expect(await tablesOf(dir)).toEqual(['notes']);
  }, 120_000);
});

import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/** What a new data dir is made from: the migrations, where ready-made data dirs are kept, and PGlite's start parameters. */
export type DataDirSource = { migrationsFolder: string; templatesDir: string; startParams: string[] };

const resolve = createRequire(import.meta.url).resolve;

/** The files under a folder, as paths relative to it, in a fixed order. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

/**
 * Names a ready-made data dir by everything that decides its contents: the PGlite release (its
 * initdb and on-disk format), the start parameters and every file of the migrations folder. A new
 * or changed migration gives a new name, so an older template is never copied.
 */
export function templateKey({ migrationsFolder, startParams }: Omit<DataDirSource, 'templatesDir'>): string {
  const pglitePackage = path.join(path.dirname(resolve('@electric-sql/pglite')), '..', 'package.json');
  const hash = createHash('sha256');
  hash.update(`pglite ${JSON.parse(readFileSync(pglitePackage, 'utf8')).version}\n${JSON.stringify(startParams)}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A name for work in progress that says which process is doing it. */
const partialName = (name: string) => `${name}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process whose unfinished work an entry of a folder is, if it is such work (of `name` when given). */
function partialOwner(entry: string, name?: string): number | null {
  const match = /^(.+)\.partial-(\d+)-[0-9a-f]{8}$/.exec(entry);
  return match && (name === undefined || match[1] === name) ? Number(match[2]) : null;
}

/** Removes the unfinished work of processes that ended before renaming it into place (only that of `name` when given). */
function removeAbandoned(folder: string, name?: string) {
  for (const entry of readdirSync(folder)) {
    const pid = partialOwner(entry, name);
    if (pid !== null && !isRunning(pid)) rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
}

/** Moves a finished directory into place; false when another process put the same one there first. */
function moveIntoPlace(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (err) {
    if (!['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    rmSync(from, { recursive: true, force: true });
    return false;
  }
}

/**
 * Makes a data dir (initdb) and migrates it in a short-lived child process: initdb and the first
 * migrations take hundreds of MiB that a WebAssembly heap never gives back, and they go back to the
 * system when that process ends.
 */
async function initAndMigrate(dir: string, { migrationsFolder, startParams }: DataDirSource) {
  const script = `(async () => {
    const [pglite, drizzle, migrator, dir, migrationsFolder, params] = process.argv.slice(1);
    const { PGlite } = require(pglite);
    const db = new PGlite(dir, { startParams: JSON.parse(params) });
    await require(migrator).migrate(require(drizzle).drizzle(db), { migrationsFolder });
    await db.close();
  })().catch((err) => { console.error(err); process.exit(1); });`;
  const modules = [resolve('@electric-sql/pglite'), resolve('drizzle-orm/pglite'), resolve('drizzle-orm/pglite/migrator')];
  await promisify(execFile)(process.execPath, ['-e', script, ...modules, dir, migrationsFolder, JSON.stringify(startParams)]);
}

/**
 * The ready-made data dir for the current migrations, made when missing (the build makes it, so a
 * first start finds it). It is written under a temporary name and renamed when complete; templates
 * of other migrations are removed once it is in place.
 */
export async function ensureTemplate(source: DataDirSource): Promise<string> {
  const key = templateKey(source);
  const template = path.join(source.templatesDir, key);
  if (existsSync(template)) return template;
  mkdirSync(source.templatesDir, { recursive: true });
  removeAbandoned(source.templatesDir);
  const partial = path.join(source.templatesDir, partialName(key));
  try {
    await initAndMigrate(partial, source);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  moveIntoPlace(partial, template);
  for (const entry of readdirSync(source.templatesDir)) {
    if (entry !== key && partialOwner(entry) === null) rmSync(path.join(source.templatesDir, entry), { recursive: true, force: true });
  }
  return template;
}

/**
 * Copies a directory tree file by file: a copy-on-write clone where the file system has them, a plain
 * copy elsewhere. A data dir is a thousand small files, and this makes fewer calls per file than `cpSync`.
 */
function copyTree(from: string, to: string) {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target, constants.COPYFILE_FICLONE);
  }
}

/**
 * Makes `dir` a ready, migrated data dir unless it is one: a copy of the template, written beside it
 * under a temporary name and renamed, so an interrupted first start leaves no half-made data dir that
 * a later start would open. A directory there without PG_VERSION holds no database (an initdb the
 * earlier in-place way never finished) and is made again.
 */
export async function ensureDataDir(dir: string, source: DataDirSource): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  removeAbandoned(parent, path.basename(dir));
  rmSync(dir, { recursive: true, force: true });
  const template = await ensureTemplate(source).catch((err: NodeJS.ErrnoException) => {
    // Where the build's folder cannot be written (a read-only install), the data dir is made in place of a copy.
    if (['EACCES', 'EPERM', 'EROFS'].includes(err.code ?? '')) return null;
    throw err;
  });
  const partial = path.join(parent, partialName(path.basename(dir)));
  try {
    if (template) copyTree(template, partial);
    else await initAndMigrate(partial, source);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  moveIntoPlace(partial, dir);
}

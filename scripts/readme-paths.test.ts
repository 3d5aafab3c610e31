import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Folders the repository does not hold (build output, local data): named in .gitignore with a trailing slash. */
const ignored = new Set(
  readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1)),
);
ignored.add('.git');

const rootEntries = new Set(readdirSync(root).filter((name) => !ignored.has(name)));
/** The folders relative paths in the README start from ("`db/` schema, migrations", "`pages/` the screens"). */
const SOURCE_ROOTS = ['server', 'client', 'common'];
const SOURCE_FILE = /\.(ts|tsx|js|json|sql|css|md)$/;

function filesUnder(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (ignored.has(entry.name)) continue;
    if (entry.isDirectory()) filesUnder(path.join(dir, entry.name), found);
    else found.add(entry.name);
  }
  return found;
}
const fileNames = filesUnder(root);

/** Inline code spans of the README, fenced blocks left out. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);
}

/** The part of a path that must exist: up to the first placeholder (`<domain>`, `*`, `...`). */
const concrete = (p: string) => {
  const segments = p.replace(/^\.\//, '').split('/');
  const placeholder = segments.findIndex((s) => /[<>*…]|\.\.\./.test(s));
  return placeholder === -1 ? segments.join('/') : segments.slice(0, placeholder).join('/');
};

/** Where a README path should be, or undefined for what is not a repository path (URLs, runtime folders, protocol names). */
export function expectedLocation(span: string): { path: string; anywhere?: boolean; from?: string[] } | undefined {
  if (!/^[\w.@<>*…/-]+$/.test(span) || span.startsWith('/')) return undefined;
  const p = concrete(span);
  if (!p) return undefined;
  const first = p.split('/')[0] as string;
  if (!span.includes('/')) {
    if (rootEntries.has(first)) return { path: p };
    return SOURCE_FILE.test(p) && !p.startsWith('.') ? { path: p, anywhere: true } : undefined;
  }
  if (ignored.has(first)) return undefined;
  if (rootEntries.has(first)) return { path: p };
  const from = SOURCE_ROOTS.filter((dir) => existsSync(path.join(root, dir, first)));
  if (from.length) return { path: p, from };
  return SOURCE_FILE.test(p) ? { path: p } : undefined;
}

const exists = ({ path: p, anywhere, from }: NonNullable<ReturnType<typeof expectedLocation>>) => {
  if (anywhere) return fileNames.has(p);
  if (from) return from.some((dir) => existsSync(path.join(root, dir, p)));
  return existsSync(path.join(root, p));
};

describe('README paths', () => {
  const spans = [...new Set(codeSpans(readFileSync(path.join(root, 'README.md'), 'utf8')))];

  it('names every file and folder that exists in the repository', () => {
    const checked = spans.flatMap((span) => {
      const location = expectedLocation(span);
      return location ? [{ span, location }] : [];
    });
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.filter(({ location }) => !exists(location)).map(({ span }) => span)).toEqual([]);
  });

  it('reads repository paths, placeholders and relative names, and leaves the rest alone', () => {
    expect(expectedLocation('server/ai/engine.ts')).toEqual({ path: 'server/ai/engine.ts' });
    expect(expectedLocation('client/lib/api-routes/<resource>.ts')).toEqual({ path: 'client/lib/api-routes' });
    expect(expectedLocation('modules/<domain>/')).toEqual({ path: 'modules', from: ['server'] });
    expect(expectedLocation('keyboard-shortcuts.tsx')).toEqual({ path: 'keyboard-shortcuts.tsx', anywhere: true });
    expect(expectedLocation('nowhere/gone.ts')).toEqual({ path: 'nowhere/gone.ts' });
    for (const other of [
      'GET /api/search',
      '/usr/bin/chromium',
      'DATA_DIR/uploads',
      'dist/server/import-worker.mjs',
      'LISTEN/NOTIFY',
      '.eml',
    ]) {
      expect(expectedLocation(other)).toBeUndefined();
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_MODULES, screenAt, type ScreenName } from '../../common/screens';

/** What the client build records of each module it emitted (Vite's `.vite/manifest.json`). */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The addresses of the code each signed-in screen needs, for the browser to fetch with the page. */
export type ScreenCode = Partial<Record<ScreenName, { scripts: string[]; styles: string[] }>>;

/** Every module a key needs before it runs: itself and what it imports, transitively. */
function closure(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Each screen's files, without those the page already loads through its own script tags (the
 * entry and what it imports), and without the chunks a screen loads later on its own (its
 * dynamic imports, such as the rich-text editor behind the document's first read-only view).
 */
export function screenCode(manifest: BuildManifest): ScreenCode {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(entries.flatMap((key) => [...closure(manifest, key)]));
  const code: ScreenCode = {};
  for (const [screen, module] of Object.entries(SCREEN_MODULES) as [ScreenName, string][]) {
    if (!manifest[module]) continue;
    const needed = [...closure(manifest, module)].filter((key) => !loaded.has(key));
    code[screen] = {
      scripts: needed.map((key) => `/${manifest[key]?.file}`),
      styles: [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`),
    };
  }
  return code;
}

/** The screen code of a built client, or none when the build kept no manifest. */
export function readScreenCode(clientDir: string): ScreenCode {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? screenCode(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** The `Link` entries for the code a signed-in page opens with: the layout, then its screen. */
export function screenCodeLinks(code: ScreenCode, url: string): string[] {
  const screen = screenAt(url.split('?')[0] ?? '/');
  const parts = [code.layout, screen ? code[screen] : undefined];
  const scripts = new Set(parts.flatMap((part) => part?.scripts ?? []));
  const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
  return [...[...styles].map((href) => `<${href}>; rel=preload; as=style`), ...[...scripts].map((href) => `<${href}>; rel=modulepreload`)];
}

import path from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_MODULES, type ScreenCode, type ScreenName } from '../common/screens.ts';

/** What the build knows of one emitted chunk. */
export type BuiltChunk = { fileName: string; isEntry: boolean; moduleIds: string[]; imports: string[]; css: string[] };

/** A chunk's file and every file it imports before it runs, transitively. */
function closure(byFile: Map<string, BuiltChunk>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName) || !byFile.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) closure(byFile, imported, into);
  return into;
}

/**
 * Each screen's files: the chunk holding its module and what that chunk imports, without what the
 * page's entry already loads (its own script tags), and without what the screen loads later on its
 * own (its dynamic imports, such as the rich-text editor behind a document's first read-only view).
 */
export function screenCode(chunks: BuiltChunk[], modules: Record<ScreenName, string>): ScreenCode {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(byFile, chunk.fileName)]));
  const code: ScreenCode = {};
  for (const [screen, module] of Object.entries(modules) as [ScreenName, string][]) {
    const home = chunks.find((chunk) => chunk.moduleIds.includes(module));
    if (!home) continue;
    const needed = [...closure(byFile, home.fileName)].filter((file) => !loaded.has(file));
    code[screen] = {
      scripts: needed.map((file) => `/${file}`),
      styles: [...new Set(needed.flatMap((file) => byFile.get(file)?.css ?? []))].map((file) => `/${file}`),
    };
  }
  return code;
}

/**
 * Writes `.vite/screens.json` beside the client build: the files each signed-in screen runs, which
 * the server names in a page's `Link` header so the browser fetches them with the app's own code.
 * The chunk holding a screen's module is found whatever chunk the bundler merged it into.
 */
export function screenCodeFile(clientRoot: string): Plugin {
  const modules = Object.fromEntries(
    Object.entries(SCREEN_MODULES).map(([screen, module]) => [screen, path.resolve(clientRoot, module)]),
  ) as Record<ScreenName, string>;
  return {
    name: 'northstar-screen-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          moduleIds: output.moduleIds,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(screenCode(chunks, modules)) });
    },
  };
}

import path from 'node:path';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { ScreenCode } from '../common/screens.ts';

type ScreenTable = typeof import('../common/screens.ts');
const SCREENS_FILE = fileURLToPath(new URL('../common/screens.ts', import.meta.url));

type Part = keyof ScreenCode;

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
export function screenCode(chunks: BuiltChunk[], modules: Record<Part, string>): ScreenCode {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(byFile, chunk.fileName)]));
  const code: ScreenCode = {};
  for (const [screen, module] of Object.entries(modules) as [Part, string][]) {
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

/** The module each part of the app's code starts from (the layout, each screen), as full paths. */
export function screenModules(
  clientRoot: string,
  { LAYOUT_MODULE, SCREENS }: Pick<ScreenTable, 'LAYOUT_MODULE' | 'SCREENS'>,
): Record<Part, string> {
  const parts: [Part, string][] = [
    ['layout', LAYOUT_MODULE],
    ...Object.entries(SCREENS).map(([name, screen]): [Part, string] => [name as Part, screen.module]),
  ];
  return Object.fromEntries(parts.map(([part, module]) => [part, path.resolve(clientRoot, module)])) as Record<Part, string>;
}

/**
 * Writes `.vite/screens.json` beside the client build: the files each signed-in screen runs, which
 * the server names in a page's `Link` header so the browser fetches them with the app's own code.
 * The chunk holding a screen's module is found whatever chunk the bundler merged it into.
 */
export function screenCodeFile(clientRoot: string): Plugin {
  return {
    name: 'northstar-screen-code',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // The table is read with the build's own module runner: it imports the contract, which the config cannot.
      const { module: table } = await runnerImport<ScreenTable>(SCREENS_FILE, { configFile: false, logLevel: 'error' });
      const modules = screenModules(clientRoot, table);
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

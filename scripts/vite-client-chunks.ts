import type { CodeSplittingGroup } from 'rolldown';

type NameFunction = Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ModuleContext = Parameters<NameFunction>[1];

/** Code of the chat and of the document editor, and their libraries: they stay in those screens' chunks. */
const SCREEN_OWN = /[\\/](features[\\/]messages|features[\\/]documents[\\/](components|hooks)|pages)[\\/]/;
const APP_CODE = /[\\/](client|common)[\\/]|[\\/]node_modules[\\/]@radix-ui[\\/]/;

/**
 * The chunk groups of the client build, from its entry module:
 * - `app`: every module the entry imports, directly or not. The bundler would otherwise cut the modules
 *   that lazily loaded screens share with the entry into a dozen small files, and a phone on a slow
 *   link pays a round trip for each before the first screen shows.
 * - `workspace`: the small modules that the lazily loaded screens share (cards, dialogs, caches, API
 *   calls), so a signed-in screen downloads one file for them rather than a dozen of a few hundred
 *   bytes each. A module that needs a library the entry does not load (Markdown, dates) stays with its
 *   screens: the shared file must not make every screen download that library.
 */
export function clientChunks(entry: string): { app: NameFunction; workspace: NameFunction } {
  let fromEntry: Set<string> | null = null;
  const entryClosure = (ctx: ModuleContext) => {
    if (!fromEntry) {
      fromEntry = new Set();
      const queue = [entry];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (fromEntry.has(next)) continue;
        fromEntry.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return fromEntry;
  };
  return {
    app: (id, ctx) => (entryClosure(ctx).has(id) ? 'app' : null),
    workspace: (id, ctx) => {
      if (!APP_CODE.test(id) || SCREEN_OWN.test(id)) return null;
      const loaded = entryClosure(ctx);
      if (loaded.has(id)) return null;
      const needs = ctx.getModuleInfo(id)?.importedIds ?? [];
      return needs.every((dep) => APP_CODE.test(dep) || loaded.has(dep)) ? 'workspace' : null;
    },
  };
}

import type { CodeSplittingGroup } from 'rolldown';

type NameFunction = Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>;

/** Code of the chat and of the document editor, and their libraries: they stay in those screens' chunks. */
const SCREEN_OWN = /[\\/](features[\\/]messages|features[\\/]documents[\\/](components|hooks)|pages)[\\/]/;
const APP_CODE = /[\\/](client|common)[\\/]|[\\/]node_modules[\\/]@radix-ui[\\/]/;

/**
 * A chunk group's name function: 'workspace' for the small modules that the lazily loaded screens
 * share (cards, dialogs, caches, API routes), so a signed-in screen downloads one file for them rather
 * than a dozen of a few hundred bytes each. Modules the entry loads anyway (the landing page's) are left
 * where they are, so a first visit downloads nothing more.
 */
export function workspaceChunk(entry: string): NameFunction {
  let fromEntry: Set<string> | null = null;
  return (id, ctx) => {
    if (!APP_CODE.test(id) || SCREEN_OWN.test(id)) return null;
    if (!fromEntry) {
      fromEntry = new Set();
      const queue = [entry];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (fromEntry.has(next)) continue;
        fromEntry.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (fromEntry.has(id)) return null;
    // A module that needs a library the entry does not load (Markdown, dates) stays with its screens:
    // the shared file must not make every screen download that library.
    const entryLoaded = fromEntry;
    const needs = ctx.getModuleInfo(id)?.importedIds ?? [];
    return needs.every((dep) => APP_CODE.test(dep) || entryLoaded.has(dep)) ? 'workspace' : null;
  };
}

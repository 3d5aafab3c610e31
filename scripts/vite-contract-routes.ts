import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { Api } from '../common/contract/api';

const CONTRACT = fileURLToPath(new URL('../common/contract/api.ts', import.meta.url));

/** Each route's method and path, by group and name, as the contract declares them. */
async function routeTable() {
  const { module } = await runnerImport<{ api: Api }>(CONTRACT, { configFile: false, logLevel: 'error' });
  return Object.fromEntries(
    Object.entries(module.api).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }])),
    ]),
  );
}

/**
 * The client build's copy of the contract: each route's method and path only. The client takes its
 * types from the contract's schemas and never their values, so they stay out of its bundle (and zod
 * with them).
 */
export function contractRoutesOnly(): Plugin {
  return {
    name: 'contract-routes-only',
    apply: 'build',
    enforce: 'pre',
    load: async (id) => (id === CONTRACT ? `export const api = ${JSON.stringify(await routeTable())};` : null),
  };
}

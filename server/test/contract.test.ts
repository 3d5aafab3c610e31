import { describe, expect, it } from 'vitest';
import { everyRoute } from '../../common/contract/api';
import { routeName, WITHOUT_RESPONSE_SCHEMA } from './contract';
import { useTestApp } from './harness';

const t = useTestApp();

const successSchemas = (schema: unknown) =>
  Object.keys((schema as { response?: object } | undefined)?.response ?? {}).filter((status) => /^2(\d\d|xx)$/.test(status));

describe('the API contract', () => {
  it('gives every JSON route under /api a response schema for its success status', () => {
    const api = t.routes
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ name: routeName(method, route.url), route })),
      );
    expect(api.length).toBeGreaterThan(40);
    const missing = api.filter(({ name, route }) => !WITHOUT_RESPONSE_SCHEMA.has(name) && successSchemas(route.schema).length === 0);
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('lists in its allow-list only routes that exist and still lack a schema', () => {
    const byName = new Map(
      t.routes.flatMap((route) => [route.method].flat().map((method) => [routeName(method, route.url), route] as const)),
    );
    for (const name of WITHOUT_RESPONSE_SCHEMA) {
      expect(byName.has(name), `${name} is not a route`).toBe(true);
      expect(successSchemas(byName.get(name)?.schema), `${name} has a schema now: take it off the list`).toEqual([]);
    }
  });

  it('serves exactly the routes the contract declares, each once', () => {
    const served = t.routes
      .filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/uploads/') || /^\/(healthz|readyz)$/.test(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => routeName(method, route.url)),
      );
    const declared = everyRoute().map(({ route }) => routeName(route.method, route.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...served].sort()).toEqual([...declared].sort());
  });
});

import { everyRoute } from '../../common/contract/api';
import { urlOf, type ApiRoute } from '../../common/contract/route';
import type { Agent } from './agent';
import { LAST, ROUTE_SAMPLES, type RouteName, type SampleIds } from './route-samples';

/** What one actor must get from one route: the status it must answer, or those it must not. */
export type Want = { is?: number; not: number[] };

/** Calls that end the caller's session or account: only a visitor makes them in the tables. */
const ENDING = new Set<string>(['auth.logout', 'account.logoutAll', 'account.remove']);

/** The sample's values with each `:name` replaced by that id of `ids`. */
export const fillSample = (ids: SampleIds, values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.startsWith(':') ? ids[v.slice(1) as keyof SampleIds] : v]),
  );

/**
 * Calls every route of the contract with its sample, as each actor in the order given (deletions last),
 * and answers every call whose status is not what `want` says, e.g. `viewer PUT /api/documents/:id: 200 (want 403)`.
 */
export async function callEveryRoute<A extends string>(
  agents: [A, Agent][],
  idsOf: (actor: A) => SampleIds,
  want: (name: RouteName, route: ApiRoute, actor: A) => Want,
) {
  const wrong: string[] = [];
  let checked = 0;
  const order = (name: string) => LAST.indexOf(name as (typeof LAST)[number]);
  const routes = everyRoute().sort((a, b) => order(a.name) - order(b.name));
  for (const { name, route } of routes) {
    const sample = ROUTE_SAMPLES[name as RouteName];
    if (!sample) continue;
    for (const [actor, agent] of agents) {
      if (actor !== 'visitor' && ENDING.has(name)) continue;
      const ids = idsOf(actor);
      const url = urlOf(route, fillSample(ids, sample.params) as never, sample.query as never);
      const res = await agent.request(route.method, url, sample.body && fillSample(ids, sample.body));
      const expected = want(name as RouteName, route, actor);
      checked += 1;
      if ((expected.is !== undefined && res.statusCode !== expected.is) || expected.not.includes(res.statusCode)) {
        wrong.push(`${actor} ${route.method} ${route.path}: ${res.statusCode} (want ${expected.is ?? `not ${expected.not.join('/')}`})`);
      }
    }
  }
  return { wrong, checked };
}

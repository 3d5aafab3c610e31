import { describe, expect, it } from 'vitest';
import { everyRoute } from '../../common/contract/api';
import { urlOf, type ApiRoute } from '../../common/contract/route';
import { createAgent, type Agent } from '../test/agent';
import { buildDesign, buildDocument, buildTemplate, buildUser } from '../test/factories';
import { useTestApp } from '../test/harness';
import { sampleMessages } from '../test/sample-messages';
import { sampleProduct } from '../test/sample-product';
import { sampleComment } from '../test/sample-comment';
import { sampleTeam } from '../test/sample-team';
import { LAST, ROUTE_SAMPLES, type RouteName, type SampleIds } from '../test/route-samples';

const t = useTestApp({ PLAN_LIMITS: 'off' });

/** Routes whose `:id` names something of one user's: another user gets 404, as for a missing one. */
const OWNED = new Set([
  'documents',
  'documentFiles',
  'versions',
  'suggestions',
  'messages',
  'memories',
  'designs',
  'documentShares',
  'designShares',
  'products',
  'productFacts',
  'teams',
  'comments',
]);
/** Calls that end the caller's session or account: only a visitor makes them here; the last test makes them. */
const ENDING = new Set<string>(['auth.logout', 'account.logoutAll', 'account.remove']);

type Actor = 'visitor' | 'owner' | 'other user' | 'admin';

/** What each actor must get from a route: the statuses it must, or must not, answer. */
function expectation(group: string, route: ApiRoute, actor: Actor): { is?: number; not: number[] } {
  if (route.access === 'public') return { not: [401, 403] };
  if (actor === 'visitor') return { is: 401, not: [] };
  if (route.access === 'admin') return actor === 'admin' ? { not: [401, 403] } : { is: 403, not: [] };
  const owned = OWNED.has(group) && route.path.includes(':id');
  if (owned && actor !== 'owner') return { is: 404, not: [] };
  // The owner's sample names a version, suggestion or message that does not exist: only 404 may answer then.
  return { not: [401, 403, ...(owned && !/:(versionId|suggestionId|messageId)/.test(route.path) ? [404] : [])] };
}

describe('who may call each route (the contract × owner, other user, visitor, admin)', () => {
  it('lets each actor through or refuses it as the policies say, on every route', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const admin = await buildUser(t, { admin: true });
    const managed = await buildUser(t);
    const visitor = createAgent(t.app);
    const document = await buildDocument(owner, { type: 'enhance', content: '<p>Plan</p>' });
    const design = await buildDesign(owner);
    const { section, template } = await buildTemplate(t);
    const [prompt] = (await admin.get('/api/admin/prompts')).json() as { id: string }[];
    const ids: SampleIds = {
      doc: document.id,
      design: design.id,
      section: section.id,
      template: template.id,
      prompt: prompt?.id ?? '',
      victim: managed.user.id,
      upload: 'missing.png',
      ...(await sampleMessages(owner, document.id, design.id)),
      ...(await sampleProduct(owner)),
      ...(await sampleTeam(owner)),
      ...(await sampleComment(owner, document.id)),
    };
    const fill = (values: Record<string, unknown> = {}) =>
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.startsWith(':') ? ids[v.slice(1) as keyof SampleIds] : v]),
      );
    // The owner goes last, so what others are refused still exists when they ask.
    const agents: Record<Actor, Agent> = { visitor, 'other user': other, admin, owner };

    const refusals: string[] = [];
    let checked = 0;
    // Deletions run last, so that every other route finds what they delete.
    const order = (name: string) => LAST.indexOf(name as (typeof LAST)[number]);
    const routes = everyRoute().sort((a, b) => order(a.name) - order(b.name));
    for (const { name, route } of routes) {
      const sample = ROUTE_SAMPLES[name as RouteName];
      if (!sample) continue;
      const group = name.split('.')[0] ?? '';
      const url = urlOf(route, fill(sample.params) as never, sample.query as never);
      for (const [actor, agent] of Object.entries(agents) as [Actor, Agent][]) {
        if (actor !== 'visitor' && ENDING.has(name)) continue;
        const res = await agent.request(route.method, url, sample.body && fill(sample.body));
        const want = expectation(group, route, actor);
        checked += 1;
        if ((want.is !== undefined && res.statusCode !== want.is) || want.not.includes(res.statusCode)) {
          refusals.push(`${actor} ${route.method} ${route.path}: ${res.statusCode} (want ${want.is ?? `not ${want.not.join('/')}`})`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(checked).toBeGreaterThan(250);
  });

  it('lets a signed-in user end only their own session and account', async () => {
    const owner = await buildUser(t);
    const visitor = createAgent(t.app);
    expect((await visitor.request('POST', '/api/account/logout-all')).statusCode).toBe(401);
    expect((await visitor.request('DELETE', '/api/account', { confirm: owner.user.email })).statusCode).toBe(401);
    expect((await owner.request('DELETE', '/api/account', { confirm: owner.user.email })).statusCode).toBe(200);
    expect((await owner.get('/api/user')).statusCode).toBe(401);
  });
});

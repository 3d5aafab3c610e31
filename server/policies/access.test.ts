import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../common/contract/route';
import { createAgent, type Agent } from '../test/agent';
import { buildDesign, buildDocument, buildTemplate, buildUser } from '../test/factories';
import { useTestApp } from '../test/harness';
import { sampleMessages } from '../test/sample-messages';
import { sampleProduct } from '../test/sample-product';
import { sampleTeam } from '../test/sample-team';
import { callEveryRoute, type Want } from '../test/call-every-route';
import type { SampleIds } from '../test/route-samples';

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
]);

type Actor = 'visitor' | 'owner' | 'other user' | 'admin';

/** What each actor must get from a route: the statuses it must, or must not, answer. */
function expectation(group: string, route: ApiRoute, actor: Actor): Want {
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
    };
    // The owner goes last, so what others are refused still exists when they ask.
    const agents: [Actor, Agent][] = [
      ['visitor', visitor],
      ['other user', other],
      ['admin', admin],
      ['owner', owner],
    ];
    const { wrong: refusals, checked } = await callEveryRoute(
      agents,
      () => ids,
      (name, route, actor) => expectation(name.split('.')[0] ?? '', route, actor),
    );
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

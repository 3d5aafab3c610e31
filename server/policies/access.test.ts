import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { everyRoute } from '../../common/contract/api';
import { urlOf, type ApiRoute } from '../../common/contract/route';
import { createAgent, type Agent } from '../test/agent';
import { buildDesign, buildDocument, buildTemplate, buildUser } from '../test/factories';
import { useTestApp } from '../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'off' });

/** Routes whose `:id` names something of one user's: another user gets 404, as for a missing one. */
const OWNED = new Set(['documents', 'documentFiles', 'versions', 'suggestions', 'messages', 'memories', 'designs']);
/** The event stream never ends; its access is tested in the realtime tests. */
const SKIPPED = new Set(['events.stream']);

type Actor = 'visitor' | 'owner' | 'other user' | 'admin';

/** A valid body for each route that takes one, so the answer shows the decision, not a validation error. */
const BODIES: Record<string, unknown> = {
  'auth.requestOtp': { email: 'someone@example.com' },
  'auth.verifyOtp': { otp: '000000' },
  'account.feedback': { feedback: 'Works well' },
  'admin.updateUser': { plan: 'pro' },
  'admin.updatePrompt': { content: 'You are a helpful CPO.' },
  'admin.updateQuestionnaire': { questions: [{ key: 'goal', question: 'What is the goal?' }] },
  'documents.create': { title: 'Plan', type: 'explore' },
  'documents.update': { title: 'Plan B' },
  'documents.generateTitle': { content: 'A payroll app for shift workers' },
  'suggestions.create': { instruction: 'fill the Risks section' },
  'messages.send': { content: 'What should I measure?', isQuestion: true },
  'memories.save': { key: 'product_name', value: 'Acme' },
  'designs.create': { title: 'Checkout' },
  'designs.update': { title: 'Checkout', content: '<p>Notes</p>', imageUrl: null },
  'designs.send': { content: 'Looks good', role: 'assistant' },
  'templates.createSection': { name: 'Launch' },
  'templates.updateSection': { name: 'Launch' },
  'templates.create': { sectionId: 'set below', title: 'Brief', content: '<p>Goal</p>' },
  'templates.update': { sectionId: 'set below', title: 'Brief', content: '<p>Goal</p>' },
};

/** What each actor must get from a route: the statuses it must, or must not, answer. */
function expectation(group: string, route: ApiRoute, actor: Actor): { is?: number; not: number[] } {
  if (route.access === 'public') return { not: [401, 403] };
  if (actor === 'visitor') return { is: 401, not: [] };
  if (route.access === 'admin') return actor === 'admin' ? { not: [401, 403] } : { is: 403, not: [] };
  const owned = OWNED.has(group) && route.path.includes(':id');
  if (owned && actor !== 'owner') return { is: 404, not: [] };
  return { not: [401, 403, ...(owned && !/:(versionId|suggestionId)/.test(route.path) ? [404] : [])] };
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
    for (const name of ['templates.create', 'templates.update']) BODIES[name] = { ...(BODIES[name] as object), sectionId: section.id };
    // The owner goes last, so what others are refused still exists when they ask.
    const agents: Record<Actor, Agent> = { visitor, 'other user': other, admin, owner };

    const idFor = (group: string) => (group === 'designs' ? design.id : OWNED.has(group) ? document.id : template.id);
    const refusals: string[] = [];
    let checked = 0;
    // Deletions run last (a part before its whole), so that every other route finds what they delete.
    const last = ({ route }: { route: ApiRoute }) => (route.method === 'DELETE' ? 1000 - route.path.length : 0);
    const routes = everyRoute().sort((a, b) => last(a) - last(b));
    for (const { name, route } of routes) {
      if (SKIPPED.has(name)) continue;
      const group = name.split('.')[0] ?? '';
      const url = urlOf(
        route,
        {
          id: route.path.startsWith('/api/admin/users') ? managed.user.id : idFor(group),
          versionId: randomUUID(),
          suggestionId: randomUUID(),
          key: route.path.startsWith('/uploads') ? 'missing.png' : 'product_name',
          type: 'explore',
        } as never,
        (name === 'documentFiles.export' ? { format: 'md' } : undefined) as never,
      );
      for (const [actor, agent] of Object.entries(agents) as [Actor, Agent][]) {
        // Calls that would end the session or the account run last, in their own test.
        if (actor !== 'visitor' && ['auth.logout', 'account.logoutAll', 'account.remove'].includes(name)) continue;
        const res = await agent.request(route.method, url, BODIES[name] as object | undefined);
        const want = expectation(group, route, actor);
        checked += 1;
        if ((want.is !== undefined && res.statusCode !== want.is) || want.not.includes(res.statusCode)) {
          refusals.push(`${actor} ${route.method} ${route.path}: ${res.statusCode} (want ${want.is ?? `not ${want.not.join('/')}`})`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(checked).toBeGreaterThan(200);
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

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../common/contract/route';
import { createAgent, type Agent } from '../test/agent';
import { callEveryRoute, type Want } from '../test/call-every-route';
import { buildDesign, buildDocument, buildTemplate, buildUser, type SignedIn } from '../test/factories';
import { useTestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';
import type { RouteName, SampleIds } from '../test/route-samples';
import { sampleMessages } from '../test/sample-messages';
import { sampleComment } from '../test/sample-comment';
import { sampleProduct } from '../test/sample-product';
import { sampleTeam } from '../test/sample-team';

const t = useTestApp({ PLAN_LIMITS: 'off' });

/**
 * What a route asks of the caller when its samples name team items (a document, chat, design, product
 * and the design's image, all in one team): `read` (any member), `write` (an editor or owner of the
 * team; commenting is reading: a viewer comments), `delete` (the item's owner or a team owner), `share` (the item's owner), `team` (a member sees
 * the team), `manage` (a team owner), `mine` (any signed-in user, on their own things), `admin`, `public`.
 */
type Need = 'read' | 'write' | 'delete' | 'share' | 'team' | 'manage' | 'mine' | 'admin' | 'public';

/** Every route of the contract, by what it needs; the compiler asks for each new route. */
const NEEDS: Record<RouteName, Need> = {
  'auth.user': 'mine',
  'auth.requestOtp': 'public',
  'auth.resendOtp': 'public',
  'auth.verifyOtp': 'public',
  'auth.logout': 'public',
  'account.usage': 'mine',
  'account.feedback': 'mine',
  'tokens.list': 'mine',
  'tokens.create': 'mine',
  'tokens.revoke': 'mine',
  'integrations.list': 'mine',
  'integrations.connect': 'mine',
  'integrations.disconnect': 'mine',
  'account.logoutAll': 'mine',
  'account.remove': 'mine',
  'admin.users': 'admin',
  'admin.updateUser': 'admin',
  'admin.endSessions': 'admin',
  'admin.prompts': 'admin',
  'admin.updatePrompt': 'admin',
  'admin.questionnaires': 'admin',
  'admin.updateQuestionnaire': 'admin',
  'admin.feedback': 'admin',
  'admin.votes': 'admin',
  'admin.votePrompts': 'admin',
  'aiConnections.connections': 'admin',
  'aiConnections.addConnection': 'admin',
  'aiConnections.removeConnection': 'admin',
  'aiConnections.testConnection': 'admin',
  'aiConnections.setModels': 'admin',
  'aiConnections.usage': 'admin',
  'aiConnections.models': 'mine',
  'ai.status': 'mine',
  'ai.tools': 'mine',
  'ai.runTool': 'mine',
  'questionnaires.one': 'mine',
  'documents.list': 'mine',
  'documents.one': 'read',
  'documents.create': 'mine',
  'documents.update': 'write',
  'documents.patch': 'write',
  'documents.remove': 'delete',
  'documents.generateTitle': 'write',
  'documentFiles.import': 'mine',
  'documentFiles.export': 'read',
  'versions.list': 'read',
  'versions.one': 'read',
  'versions.restore': 'write',
  'suggestions.list': 'read',
  'suggestions.create': 'write',
  'suggestions.accept': 'write',
  'suggestions.acceptAll': 'write',
  'suggestions.reject': 'write',
  'messages.list': 'read',
  'messages.send': 'write',
  'messages.reply': 'write',
  'messages.edit': 'write',
  'messages.regenerate': 'write',
  'messages.vote': 'write',
  'messages.follow': 'read',
  'messages.stop': 'write',
  'messages.continue': 'write',
  'messages.analyze': 'write',
  'messages.toDocument': 'read',
  'memories.list': 'read',
  'memories.save': 'write',
  'memories.forget': 'write',
  'designs.list': 'mine',
  'designs.one': 'read',
  'designs.create': 'mine',
  'designs.update': 'write',
  'designs.patch': 'write',
  'designs.remove': 'delete',
  'designs.messages': 'read',
  'designs.send': 'write',
  'designs.reply': 'write',
  'designs.edit': 'write',
  'designs.regenerate': 'write',
  'designs.follow': 'read',
  'designs.stop': 'write',
  'designs.continue': 'write',
  'designs.analyze': 'mine',
  'documentShares.create': 'share',
  'documentShares.link': 'share',
  'documentShares.revoke': 'share',
  'designShares.create': 'share',
  'designShares.link': 'share',
  'designShares.revoke': 'share',
  'shared.read': 'public',
  'shared.file': 'public',
  'products.list': 'mine',
  'products.create': 'mine',
  'products.one': 'read',
  'products.update': 'write',
  'products.remove': 'delete',
  'productFacts.list': 'read',
  'productFacts.create': 'write',
  'productFacts.update': 'write',
  'productFacts.remove': 'write',
  'productKnowledge.list': 'read',
  'productKnowledge.add': 'write',
  'productKnowledge.remove': 'write',
  'templates.sections': 'mine',
  'templates.use': 'mine',
  'templates.createSection': 'admin',
  'templates.updateSection': 'admin',
  'templates.removeSection': 'admin',
  'templates.create': 'admin',
  'templates.update': 'admin',
  'templates.remove': 'admin',
  'search.results': 'mine',
  'comments.list': 'read',
  'comments.create': 'read',
  'comments.reply': 'read',
  'comments.update': 'read',
  'handoff.preview': 'write',
  'handoff.send': 'write',
  'handoff.links': 'read',
  'notifications.list': 'mine',
  'notifications.update': 'mine',
  'teams.list': 'mine',
  'teams.create': 'mine',
  'teams.rename': 'manage',
  'teams.remove': 'manage',
  'teams.invite': 'manage',
  'teams.members': 'team',
  'teams.setRole': 'manage',
  'teams.removeMember': 'manage',
  'sidebar.summary': 'mine',
  'uploads.upload': 'mine',
  'uploads.file': 'read',
  'events.stream': 'mine',
  'health.live': 'public',
  'health.ready': 'public',
  'docs.openapi': 'mine',
  'docs.reference': 'mine',
  'docs.referenceAsset': 'public',
};

/** Who calls: the team's owner (who made every item), an editor and a viewer of the team, a stranger, an administrator outside the team, a visitor. */
type Role = 'owner' | 'editor' | 'viewer' | 'stranger' | 'admin' | 'visitor';

/** Who each need lets through; the team's members are refused with 403, everyone else with 404 (nothing to see). */
const ALLOWED: Record<Exclude<Need, 'mine' | 'admin' | 'public'>, Role[]> = {
  read: ['owner', 'editor', 'viewer'],
  write: ['owner', 'editor'],
  delete: ['owner'],
  share: ['owner'],
  team: ['owner', 'editor', 'viewer'],
  manage: ['owner'],
};
const MEMBERS: Role[] = ['owner', 'editor', 'viewer'];

function want(name: RouteName, route: ApiRoute, role: Role): Want {
  const need = NEEDS[name];
  if (need === 'public') return { not: [401, 403] };
  if (role === 'visitor') return { is: 401, not: [] };
  if (need === 'admin') return role === 'admin' ? { not: [401, 403] } : { is: 403, not: [] };
  if (need === 'mine') return { not: [401, 403] };
  if (!ALLOWED[need].includes(role)) return { is: MEMBERS.includes(role) ? 403 : 404, not: [] };
  // A sample naming a version, suggestion or message that is not there may only answer 404 to whoever is let through.
  return { not: [401, 403, ...(/:(versionId|suggestionId|messageId)/.test(route.path) && name !== 'messages.vote' ? [] : [404])] };
}

const screenshot = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** The image the design shows, uploaded by its owner; answers its storage key. */
async function uploadImage(owner: Agent) {
  const form = multipartBody('file', await screenshot(), 'screen.png', 'image/png');
  const res = await owner.post('/api/upload', form.body, { 'content-type': form.contentType });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { url: string }).url;
}

/**
 * One actor's own copy of everything the samples name, every item in the team: what one actor deletes,
 * another still finds. `upload` is the image of a team design.
 */
async function teamWorld(
  owner: SignedIn,
  team: string,
  shared: Pick<SampleIds, 'section' | 'template' | 'prompt' | 'victim' | 'teamOwner'>,
) {
  const imageUrl = await uploadImage(owner);
  const doc = await buildDocument(owner, { type: 'enhance', content: '<p>Plan</p>', teamId: team });
  const design = await buildDesign(owner, { teamId: team });
  // The image is another design's, which no sample changes: an editor's sample save of \`design\` drops its image.
  await buildDesign(owner, { title: 'Gallery', imageUrl, teamId: team });
  const messages = await sampleMessages(owner, doc.id, design.id);
  const product = await sampleProduct(owner);
  const comment = await sampleComment(owner, doc.id);
  for (const url of [`/api/documents/${messages.chat}`, `/api/products/${product.product}`]) {
    const moved = await owner.request('PATCH', url, { teamId: team });
    if (moved.statusCode !== 200) throw new Error(`${url} answered ${moved.statusCode}: ${moved.body}`);
  }
  const ids: SampleIds = {
    ...shared,
    doc: doc.id,
    design: design.id,
    upload: imageUrl.replace('/uploads/', ''),
    team,
    ...messages,
    ...product,
    ...comment,
  };
  return ids;
}

describe('who may call each route on a team’s items (the contract × owner, editor, viewer, stranger, admin, visitor)', () => {
  it('lets each role through or refuses it as the policies say, on every route', async () => {
    const [owner, editor, viewer, stranger, managed] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t),
      buildUser(t),
      buildUser(t),
    ]);
    const admin = await buildUser(t, { admin: true });
    const { team, teamOwner } = await sampleTeam(owner);
    for (const [member, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      expect((await owner.post(`/api/teams/${team}/invites`, { email: member.user.email, role })).statusCode).toBe(201);
    }
    const { section, template } = await buildTemplate(t);
    const [prompt] = (await admin.get('/api/admin/prompts')).json() as { id: string }[];
    const shared = { section: section.id, template: template.id, prompt: prompt?.id ?? '', victim: managed.user.id, teamOwner };
    const agents: [Role, Agent][] = [
      ['visitor', createAgent(t.app)],
      ['stranger', stranger],
      ['admin', admin],
      ['viewer', viewer],
      ['editor', editor],
      ['owner', owner],
    ];
    const worlds = new Map<Role, SampleIds>();
    for (const [role] of agents) worlds.set(role, await teamWorld(owner, team, shared));

    const { wrong, checked } = await callEveryRoute(agents, (role) => worlds.get(role) as SampleIds, want);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(650);
  });

  it('shows a visitor with a link the shared item and its image, and nothing else of the team', async () => {
    const [owner, viewer] = await Promise.all([buildUser(t), buildUser(t)]);
    const { team } = await sampleTeam(owner);
    expect((await owner.post(`/api/teams/${team}/invites`, { email: viewer.user.email, role: 'viewer' })).statusCode).toBe(201);
    const imageUrl = await uploadImage(owner);
    const design = await buildDesign(owner, { title: 'Checkout', imageUrl, teamId: team });
    const link = (await owner.post(`/api/designs/${design.id}/share`, {})).json() as { token: string };
    const visitor = createAgent(t.app);
    const page = await visitor.get(`/api/shared/${link.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: 'Checkout' });
    const key = imageUrl.replace('/uploads/', '');
    expect((await visitor.get(`/api/shared/${link.token}/files/${key}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/designs/${design.id}`)).statusCode).toBe(401);
    expect((await visitor.get(imageUrl)).statusCode).toBe(401);
    // The team's viewer sees the design's image through the app; a viewer may not share it.
    expect((await viewer.get(imageUrl)).statusCode).toBe(200);
    expect((await viewer.post(`/api/designs/${design.id}/share`, {})).statusCode).toBe(403);
    expect((await owner.request('DELETE', `/api/designs/${design.id}/share`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/shared/${link.token}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/shared/${link.token}/files/${key}`)).statusCode).toBe(404);
  });
});

describe('what an item’s page says each role may do', () => {
  it('answers edit, delete and share as the policies decide, for a document, a design and a product', async () => {
    const [owner, teamOwner, editor, viewer] = await Promise.all([buildUser(t), buildUser(t), buildUser(t), buildUser(t)]);
    const { team } = await sampleTeam(owner);
    for (const [member, role] of [
      [teamOwner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      expect((await owner.post(`/api/teams/${team}/invites`, { email: member.user.email, role })).statusCode).toBe(201);
    }
    const doc = await buildDocument(owner, { teamId: team });
    const design = await buildDesign(owner, { teamId: team });
    const product = (await owner.post('/api/products', { name: 'Payroll', teamId: team })).json() as { id: string };
    const expected = [
      [owner, { edit: true, delete: true, share: true }],
      [teamOwner, { edit: true, delete: true, share: false }],
      [editor, { edit: true, delete: false, share: false }],
      [viewer, { edit: false, delete: false, share: false }],
    ] as const;
    for (const [agent, permissions] of expected) {
      for (const url of [`/api/documents/${doc.id}`, `/api/designs/${design.id}`, `/api/products/${product.id}`]) {
        expect({ url, permissions: (await agent.get(url)).json().permissions }).toEqual({ url, permissions });
      }
    }
  });
});

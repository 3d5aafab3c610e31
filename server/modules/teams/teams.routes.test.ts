import { describe, expect, it } from 'vitest';
import type { TeamMembersDto } from '../../../common/teams';
import { createAgent, signIn } from '../../test/agent';
import { buildDesign, buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ PLAN_LIMITS: 'off' });

let serial = 0;
const fresh = (name: string) => `${name}-${(serial += 1)}@example.com`;

async function teamOf(owner: SignedIn, name = 'Growth') {
  const res = await owner.post('/api/teams', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; role: string };
}

/** `member` joins the owner's team with `role` (an existing account joins at once). */
async function join(owner: SignedIn, teamId: string, member: SignedIn, role: 'owner' | 'editor' | 'viewer') {
  const res = await owner.post(`/api/teams/${teamId}/invites`, { email: member.user.email, role });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ status: 'joined', email: member.user.email, role });
}

/** An owner's team with an editor and a viewer in it, a stranger outside, and a chat in the team. */
async function teamWithDoc() {
  const [owner, editor, viewer, stranger] = await Promise.all([buildUser(t), buildUser(t), buildUser(t), buildUser(t)]);
  const team = await teamOf(owner);
  await join(owner, team.id, editor, 'editor');
  await join(owner, team.id, viewer, 'viewer');
  const doc = await buildDocument(owner, { title: 'Team plan', type: 'enhance', content: '<p>Plan</p>', teamId: team.id });
  return { owner, editor, viewer, stranger, team, doc };
}

describe('teams: create, list, invite, members', () => {
  it('makes the creator the owner and lists the caller’s teams with their role', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const team = await teamOf(owner, '  Growth  ');
    expect(team).toMatchObject({ name: 'Growth', role: 'owner' });
    await join(owner, team.id, other, 'editor');
    expect((await owner.get('/api/teams')).json()).toEqual([expect.objectContaining({ id: team.id, role: 'owner' })]);
    expect((await other.get('/api/teams')).json()).toEqual([expect.objectContaining({ id: team.id, name: 'Growth', role: 'editor' })]);
  });

  it('refuses a bad team or invite with a 400 naming the field, writing nothing', async () => {
    const owner = await buildUser(t);
    const empty = await owner.post('/api/teams', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/name/);
    expect((await owner.get('/api/teams')).json()).toEqual([]);
    const team = await teamOf(owner);
    const badRole = await owner.post(`/api/teams/${team.id}/invites`, { email: 'x@example.com', role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/role/);
    const badEmail = await owner.post(`/api/teams/${team.id}/invites`, { email: 'not-an-address', role: 'viewer' });
    expect(badEmail.statusCode).toBe(400);
    expect(((await owner.get(`/api/teams/${team.id}/members`)).json() as TeamMembersDto).invites).toEqual([]);
  });

  it('e-mails a new address a link to sign in; it becomes a member when it signs in', async () => {
    const owner = await buildUser(t);
    const team = await teamOf(owner, 'Checkout squad');
    const email = fresh('newcomer');
    const res = await owner.post(`/api/teams/${team.id}/invites`, { email: email.toUpperCase(), role: 'viewer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'invited', email, role: 'viewer' });
    const mail = t.sink.mails.filter((m) => m.to.includes(email)).at(-1);
    expect(mail?.raw).toContain('Checkout squad');
    expect(mail?.raw).toContain('http://northstar.test/');
    const pending = (await owner.get(`/api/teams/${team.id}/members`)).json() as TeamMembersDto;
    expect(pending.invites).toEqual([expect.objectContaining({ email, role: 'viewer' })]);
    expect(pending.members.map((m) => m.email)).toEqual([owner.user.email]);

    const newcomer = createAgent(t.app, { ip: '10.77.0.1' });
    const user = await signIn(newcomer, email, t.sink.mails);
    expect((await newcomer.get('/api/teams')).json()).toEqual([expect.objectContaining({ id: team.id, role: 'viewer' })]);
    const after = (await owner.get(`/api/teams/${team.id}/members`)).json() as TeamMembersDto;
    expect(after.invites).toEqual([]);
    expect(after.members).toEqual(expect.arrayContaining([expect.objectContaining({ userId: user.id, email, role: 'viewer' })]));
  });

  it('answers 404 to a stranger on every team route and 403 to a member on owner-only routes', async () => {
    const { owner, editor, viewer, stranger, team } = await teamWithDoc();
    const base = `/api/teams/${team.id}`;
    for (const agent of [stranger]) {
      expect((await agent.get(`${base}/members`)).statusCode).toBe(404);
      expect((await agent.post(`${base}/invites`, { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(404);
      expect((await agent.request('PATCH', `${base}/members/${viewer.user.id}`, { role: 'editor' })).statusCode).toBe(404);
      expect((await agent.request('DELETE', `${base}/members/${viewer.user.id}`)).statusCode).toBe(404);
    }
    expect((await stranger.get(`/api/teams/00000000-0000-4000-8000-000000000000/members`)).statusCode).toBe(404);
    for (const agent of [editor, viewer]) {
      expect((await agent.get(`${base}/members`)).statusCode).toBe(200);
      expect((await agent.post(`${base}/invites`, { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403);
      expect((await agent.request('PATCH', `${base}/members/${owner.user.id}`, { role: 'viewer' })).statusCode).toBe(403);
      expect((await agent.request('DELETE', `${base}/members/${owner.user.id}`)).statusCode).toBe(403);
    }
  });

  it('changes roles and removes members; a member leaves; the last owner stays', async () => {
    const { owner, editor, viewer, team } = await teamWithDoc();
    const base = `/api/teams/${team.id}`;
    const promoted = await owner.request('PATCH', `${base}/members/${viewer.user.id}`, { role: 'editor' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: viewer.user.id, role: 'editor' });
    const demote = await owner.request('PATCH', `${base}/members/${owner.user.id}`, { role: 'viewer' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toMatch(/owner/);
    expect((await owner.request('DELETE', `${base}/members/${owner.user.id}`)).statusCode).toBe(400);
    expect((await editor.request('DELETE', `${base}/members/${editor.user.id}`)).statusCode).toBe(200);
    expect((await editor.get('/api/teams')).json()).toEqual([]);
    expect((await owner.request('DELETE', `${base}/members/${viewer.user.id}`)).statusCode).toBe(200);
    const left = (await owner.get(`${base}/members`)).json() as TeamMembersDto;
    expect(left.members.map((m) => m.userId)).toEqual([owner.user.id]);
  });
});

describe('team items: members by role, through the owner’s routes', () => {
  it('lets each role read, save, chat and delete as its rule says; a stranger gets 404', async () => {
    const { owner, editor, viewer, stranger, doc } = await teamWithDoc();
    const url = `/api/documents/${doc.id}`;
    const table: [string, SignedIn, { read: number; save: number; chat: number }][] = [
      ['owner', owner, { read: 200, save: 200, chat: 200 }],
      ['editor', editor, { read: 200, save: 200, chat: 200 }],
      ['viewer', viewer, { read: 200, save: 403, chat: 403 }],
      ['stranger', stranger, { read: 404, save: 404, chat: 404 }],
    ];
    const got = [];
    for (const [name, agent] of table.map(([n, a]) => [n, a] as const)) {
      const read = (await agent.get(url)).statusCode;
      const save = (await agent.request('PUT', url, { title: `Saved by ${name}` })).statusCode;
      const chat = (await agent.post(`${url}/messages`, { content: `A question from ${name}`, isQuestion: true })).statusCode;
      got.push([name, { read, save, chat }]);
    }
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(table.map(([n, , want]) => [n, want])));
    // The messages a viewer reads include the editor's.
    const messages = (await viewer.get(`${url}/messages`)).json() as { content: string }[];
    expect(messages.map((m) => m.content)).toContain('A question from editor');
    // Deleting: the editor and viewer may not (403), the stranger sees nothing (404), the team owner may.
    expect((await editor.request('DELETE', url)).statusCode).toBe(403);
    expect((await viewer.request('DELETE', url)).statusCode).toBe(403);
    expect((await stranger.request('DELETE', url)).statusCode).toBe(404);
    expect((await owner.request('DELETE', url)).statusCode).toBe(200);
  });

  it('lets the team owner delete an editor’s team item, and its creator too', async () => {
    const { owner, editor, team } = await teamWithDoc();
    const mine = await buildDocument(editor, { title: 'Editor draft', teamId: team.id });
    expect((await owner.get(`/api/documents/${mine.id}`)).statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/documents/${mine.id}`)).statusCode).toBe(200);
    const again = await buildDocument(editor, { title: 'Editor draft 2', teamId: team.id });
    expect((await editor.request('DELETE', `/api/documents/${again.id}`)).statusCode).toBe(200);
  });

  it('lists, searches and counts team items for members, and only for them', async () => {
    const { owner, viewer, stranger, team, doc } = await teamWithDoc();
    const design = await buildDesign(owner, { title: 'Team mockup' });
    expect((await owner.request('PATCH', `/api/designs/${design.id}`, { teamId: team.id })).statusCode).toBe(200);
    const ids = async (agent: SignedIn, url: string) => ((await agent.get(url)).json() as { id: string }[]).map((r) => r.id);
    expect(await ids(viewer, '/api/documents')).toContain(doc.id);
    expect(await ids(viewer, '/api/designs')).toContain(design.id);
    expect(await ids(stranger, '/api/documents')).not.toContain(doc.id);
    const page = (await viewer.get('/api/documents?limit=10')).json() as { items: { id: string }[] };
    expect(page.items.map((d) => d.id)).toContain(doc.id);
    const found = (await viewer.get('/api/search?q=plan')).json() as { id: string }[];
    expect(found.map((r) => r.id)).toContain(doc.id);
    const sidebar = (await viewer.get('/api/sidebar')).json() as { counts: { documents: number; designs: number } };
    expect(sidebar.counts).toMatchObject({ documents: 1, designs: 1 });
    expect(((await stranger.get('/api/sidebar')).json() as typeof sidebar).counts).toMatchObject({ documents: 0, designs: 0 });
  });

  it('puts an item in a team only for its owner who edits there; null takes it out', async () => {
    const { owner, editor, viewer, team, doc } = await teamWithDoc();
    const own = await buildDocument(viewer, { title: 'Viewer notes' });
    const byViewer = await viewer.request('PATCH', `/api/documents/${own.id}`, { teamId: team.id });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().message).toMatch(/viewer/);
    expect((await editor.request('PATCH', `/api/documents/${doc.id}`, { teamId: null })).statusCode).toBe(403);
    const notMine = await buildUser(t);
    const other = await buildDocument(notMine, { title: 'Elsewhere' });
    const strangerTeam = await notMine.request('PATCH', `/api/documents/${other.id}`, { teamId: team.id });
    expect(strangerTeam.statusCode).toBe(400);
    expect(strangerTeam.json().message).toMatch(/teamId/);
    expect((await notMine.get(`/api/documents/${other.id}`)).json()).toMatchObject({ teamId: null });
    const out = await owner.request('PATCH', `/api/documents/${doc.id}`, { teamId: null });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ teamId: null });
    expect((await viewer.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect(((await viewer.get('/api/documents')).json() as { id: string }[]).map((d) => d.id)).not.toContain(doc.id);
  });

  it('shares a product with the team: members read it, only an editor changes it', async () => {
    const { owner, editor, viewer, stranger, team } = await teamWithDoc();
    const product = (await owner.post('/api/products', { name: 'Checkout', teamId: team.id })).json() as { id: string; teamId: string };
    expect(product.teamId).toBe(team.id);
    expect((await viewer.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await viewer.request('PATCH', `/api/products/${product.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await editor.request('PATCH', `/api/products/${product.id}`, { name: 'Checkout v2' })).statusCode).toBe(200);
    expect(((await viewer.get('/api/products')).json() as { name: string }[]).map((p) => p.name)).toContain('Checkout v2');
  });

  it('removing a member cuts their access at the next request', async () => {
    const { owner, viewer, team, doc } = await teamWithDoc();
    expect((await viewer.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect(((await viewer.get('/api/documents?limit=5')).json() as { items: { id: string }[] }).items.map((d) => d.id)).toContain(doc.id);
    expect((await owner.request('DELETE', `/api/teams/${team.id}/members/${viewer.user.id}`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect(((await viewer.get('/api/documents?limit=5')).json() as { items: { id: string }[] }).items.map((d) => d.id)).not.toContain(
      doc.id,
    );
  });
});

describe('teams: rename and delete', () => {
  it('lets an owner rename and delete the team; members lose access at once and items stay with their makers', async () => {
    const { owner, editor, viewer, stranger, team, doc } = await teamWithDoc();
    const editorDoc = await buildDocument(editor, { title: 'Editor notes', teamId: team.id });
    expect((await editor.request('PATCH', `/api/teams/${team.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await stranger.request('PATCH', `/api/teams/${team.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    const blank = await owner.request('PATCH', `/api/teams/${team.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/);
    const renamed = await owner.request('PATCH', `/api/teams/${team.id}`, { name: ' Checkout squad ' });
    expect(renamed.json()).toMatchObject({ id: team.id, name: 'Checkout squad', role: 'owner' });
    expect((await viewer.get('/api/teams')).json()).toEqual([expect.objectContaining({ name: 'Checkout squad', role: 'viewer' })]);

    expect((await viewer.request('DELETE', `/api/teams/${team.id}`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
    const removed = await owner.request('DELETE', `/api/teams/${team.id}`);
    expect(removed.json()).toEqual({ message: 'Team deleted' });
    expect((await viewer.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/documents/${editorDoc.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/documents/${doc.id}`)).json()).toMatchObject({ title: 'Team plan', teamId: null });
    expect((await editor.get(`/api/documents/${editorDoc.id}`)).json()).toMatchObject({ title: 'Editor notes', teamId: null });
    expect((await owner.get('/api/teams')).json()).toEqual([]);
    expect((await owner.get(`/api/teams/${team.id}/members`)).statusCode).toBe(404);
  });
});

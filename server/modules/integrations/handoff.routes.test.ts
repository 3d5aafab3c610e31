import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoffItem, HandoffLinkDto, HandoffResult, TrackerConnectionDto } from '../../../common/integrations';
import { trackerConnections, trackerLinks } from '../../db/schema/integrations';
import { startFakeTrackers, type FakeTrackers } from '../../test/fake-trackers';
import { buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { ORIGIN, useTestApp } from '../../test/harness';
import { PRD_STORIES } from '../../test/sample-prd';

const t = useTestApp({ PLAN_LIMITS: 'off' });
let fake: FakeTrackers;
beforeAll(async () => {
  fake = await startFakeTrackers();
});
afterAll(() => fake.close());

const PRD = `${PRD_STORIES}
<h2>Functional requirements</h2>
<p><strong>FR-2: Audit log</strong></p><p>Every export is logged.</p>
<p>Acceptance criteria:</p><ul><li><p>Given an admin, when they open Audit, then they see each export</p></li></ul>
<h2>Risks</h2><ul><li><p>PDF fonts differ</p></li></ul>`;

const put = (user: SignedIn, target: string, body: Record<string, unknown>) => user.request('PUT', `/api/integrations/${target}`, body);

async function connect(user: SignedIn, target: 'linear' | 'jira' | 'github', extra: Record<string, unknown> = {}) {
  const body = {
    linear: { token: fake.tokens.linear, project: 'ENG', baseUrl: fake.baseUrl.linear },
    jira: { token: fake.tokens.jira, email: 'pat@example.com', project: 'PROD', baseUrl: fake.baseUrl.jira },
    github: { token: fake.tokens.github, project: 'acme/web', baseUrl: fake.baseUrl.github },
  }[target];
  const res = await put(user, target, { ...body, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ connected: true });
}

async function preview(user: SignedIn, docId: string, target = 'linear') {
  const res = await user.post(`/api/documents/${docId}/handoff/preview`, { target });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: HandoffItem[] }).items;
}

async function send(user: SignedIn, docId: string, target: string, items: HandoffItem[]) {
  const res = await user.post(`/api/documents/${docId}/handoff`, { target, items });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HandoffResult;
}

const linkRows = () => t.ctx.database.db.select().from(trackerLinks);

describe('tracker connections', () => {
  it('connects each tracker once it accepts the token, keeps the token sealed and never answers it', async () => {
    const pm = await buildUser(t);
    await connect(pm, 'linear');
    await connect(pm, 'jira');
    await connect(pm, 'github');
    const list = (await pm.get('/api/integrations')).json() as TrackerConnectionDto[];
    expect(list.map((c) => [c.target, c.project, c.connected, c.teamId])).toEqual([
      ['github', 'acme/web', true, null],
      ['jira', 'PROD', true, null],
      ['linear', 'ENG', true, null],
    ]);
    expect(JSON.stringify(list)).not.toContain('good');
    const rows = await t.ctx.database.db.select().from(trackerConnections);
    expect(rows.every((r) => !r.tokenSealed.includes('good') && t.ctx.sealer.open(r.tokenSealed).endsWith('good'))).toBe(true);

    // A bearer token (Jira Data Center) without an e-mail is accepted as well.
    await connect(pm, 'jira', { email: undefined });

    const off = await pm.request('DELETE', '/api/integrations/github');
    expect(off.statusCode).toBe(200);
    expect(((await pm.get('/api/integrations')).json() as TrackerConnectionDto[]).map((c) => c.target)).toEqual(['jira', 'linear']);
  });

  it("answers 400 with the tracker's own message for a refused token or project, and keeps nothing", async () => {
    const pm = await buildUser(t);
    const linear = await put(pm, 'linear', { token: 'lin_api_wrong', project: 'ENG', baseUrl: fake.baseUrl.linear });
    expect(linear.statusCode).toBe(400);
    expect(linear.json().message).toMatch(/^Linear: .*Authentication required/);
    const github = await put(pm, 'github', { token: 'ghp_wrong', project: 'acme/web', baseUrl: fake.baseUrl.github });
    expect(github.json()).toMatchObject({ message: 'GitHub: Bad credentials' });
    const jira = await put(pm, 'jira', { token: fake.tokens.jira, email: 'pat@example.com', project: 'NOPE', baseUrl: fake.baseUrl.jira });
    expect(jira.json().message).toBe("Jira: No project could be found with key 'NOPE'.");
    const team = await put(pm, 'linear', { token: fake.tokens.linear, project: 'OPS', baseUrl: fake.baseUrl.linear });
    expect(team.json().message).toBe('Linear: no team with the key OPS');
    expect(await t.ctx.database.db.select().from(trackerConnections)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const pm = await buildUser(t);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['asana', { token: 'x', project: 'P' }, /target/],
      ['github', { project: 'acme/web' }, /token/],
      ['github', { token: 'x', project: 'not a repo' }, /owner\/repo/],
      ['jira', { token: 'x', project: 'PROD' }, /baseUrl/],
      ['linear', { token: 'x', project: 'ENG', baseUrl: 'http://tracker.example.com/graphql' }, /https/],
      ['linear', { token: 'x', project: 'ENG', baseUrl: 'ftp://x' }, /baseUrl/],
      ['jira', { token: 'x', project: 'PROD', baseUrl: fake.baseUrl.jira, email: 'nope' }, /email/],
    ];
    for (const [target, body, message] of cases) {
      const res = await put(pm, target, body);
      expect(res.statusCode, `${target} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.ctx.database.db.select().from(trackerConnections)).toEqual([]);
  });

  it("lets a team's owner connect for the team, which its documents then use; a member may not", async () => {
    const owner = await buildUser(t);
    const editor = await buildUser(t);
    const team = (await owner.post('/api/teams', { name: 'Growth' })).json() as { id: string };
    expect((await owner.post(`/api/teams/${team.id}/invites`, { email: editor.user.email, role: 'editor' })).statusCode).toBe(201);

    const refused = await put(editor, 'github', {
      token: fake.tokens.github,
      project: 'acme/web',
      baseUrl: fake.baseUrl.github,
      teamId: team.id,
    });
    expect(refused.statusCode).toBe(403);
    await connect(owner, 'github', { teamId: team.id });
    const seen = (await editor.get('/api/integrations')).json() as TrackerConnectionDto[];
    expect(seen).toEqual([expect.objectContaining({ target: 'github', teamId: team.id, teamName: 'Growth', canManage: false })]);

    // The editor has no GitHub connection of their own: the team document uses the team's.
    const doc = await buildDocument(editor, { title: 'Team PRD', content: PRD, type: 'enhance', teamId: team.id });
    const items = await preview(editor, doc.id, 'github');
    const result = await send(editor, doc.id, 'github', items.slice(0, 1));
    expect(result.created).toHaveLength(1);
    expect((await editor.request('DELETE', `/api/integrations/github?teamId=${team.id}`)).statusCode).toBe(403);
  });
});

describe('hand-off preview', () => {
  it('finds the user stories and requirements with their acceptance criteria and stable keys', async () => {
    const pm = await buildUser(t);
    const doc = await buildDocument(pm, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const items = await preview(pm, doc.id);
    expect(items.map((i) => i.key)).toEqual(['pm-export-prd-pdf-share-execs', 'engineer-link-back-prd-have-context', 'FR-2']);
    expect(items[0]?.body).toContain('- [ ] Given a saved PRD, when I click Export PDF, then a PDF downloads');
    expect(items[2]).toMatchObject({ title: 'FR-2: Audit log' });
    expect(items[2]?.body).toMatch(/^Every export is logged\.\n\n\*\*Acceptance criteria\*\*\n- \[ \] Given an admin/);

    // Small edits (punctuation, case, a later clause) keep the keys.
    const edited = PRD.replace(
      'As a PM, I want to export my PRD as PDF, so that I can share it with execs.',
      'As a PM I want to export my PRD as a PDF so that I can share it with execs and the board',
    ).replace('FR-2: Audit log', 'FR-2: Audit log of exports');
    await pm.request('PUT', `/api/documents/${doc.id}`, { id: doc.id, title: 'Export PRD', content: edited, type: 'enhance' });
    expect((await preview(pm, doc.id)).map((i) => i.key)).toEqual(items.map((i) => i.key));
  });

  it('answers no items for a document without requirements', async () => {
    const pm = await buildUser(t);
    const doc = await buildDocument(pm, {
      title: 'Notes',
      content: '<h1>Notes</h1><p>Ideas only.</p><ul><li><p>maybe dark mode</p></li></ul>',
      type: 'enhance',
    });
    expect(await preview(pm, doc.id)).toEqual([]);
  });
});

describe('hand-off send', () => {
  it('creates Linear issues with the acceptance criteria and a link back, then updates them on a second send', async () => {
    const pm = await buildUser(t);
    await connect(pm, 'linear');
    const doc = await buildDocument(pm, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const items = await preview(pm, doc.id);
    const first = await send(pm, doc.id, 'linear', items);
    expect(first.created.map((c) => c.key)).toEqual(items.map((i) => i.key));
    expect(first.updated).toEqual([]);
    expect(first.failed).toEqual([]);
    const created = fake.issues.filter((i) => i.tracker === 'linear' && i.title === items[0]?.title);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toContain('- [ ] Tables are kept');
    expect(created[0]?.body).toContain(`[Export PRD](${ORIGIN}/documents?id=${doc.id})`);

    const again = await send(pm, doc.id, 'linear', [{ ...items[0]!, title: 'Export the PRD as PDF' }]);
    expect(again).toEqual({ created: [], updated: [{ key: items[0]!.key, url: first.created[0]!.url }], failed: [] });
    expect(fake.issues.filter((i) => i.tracker === 'linear' && i.id === created[0]?.id)).toEqual([
      expect.objectContaining({ title: 'Export the PRD as PDF', updates: 1 }),
    ]);
    const links = (await pm.get(`/api/documents/${doc.id}/handoff`)).json() as HandoffLinkDto[];
    expect(links).toHaveLength(3);
    expect(links.find((l) => l.key === items[0]!.key)).toMatchObject({
      target: 'linear',
      title: 'Export the PRD as PDF',
      url: first.created[0]!.url,
    });
  });

  it('creates Jira issues with an Atlassian Document Format body, and GitHub issues', async () => {
    const pm = await buildUser(t);
    await connect(pm, 'jira');
    await connect(pm, 'github');
    const doc = await buildDocument(pm, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const items = await preview(pm, doc.id, 'jira');
    const jira = await send(pm, doc.id, 'jira', items);
    expect(jira.created).toHaveLength(items.length);
    expect(jira.created.every((c) => /\/jira\/browse\/PROD-\d+$/.test(c.url))).toBe(true);
    const story = fake.issues.find((i) => i.tracker === 'jira' && i.title === 'FR-2: Audit log');
    expect(JSON.stringify(story?.body)).toContain('"type":"bulletList"');
    expect(JSON.stringify(story?.body)).toContain(`"href":"${ORIGIN}/documents?id=${doc.id}"`);
    expect((await send(pm, doc.id, 'jira', items.slice(2))).updated).toHaveLength(1);

    const github = await send(pm, doc.id, 'github', items);
    expect(github.created).toHaveLength(3);
    expect(fake.issues.find((i) => i.tracker === 'github' && i.title === 'FR-2: Audit log')?.body).toContain('**Acceptance criteria**');
    expect((await send(pm, doc.id, 'github', items)).updated).toHaveLength(3);
    expect(fake.issues.filter((i) => i.tracker === 'github' && String(i.body).includes(doc.id))).toHaveLength(3);
  });

  it("reports a tracker's refusal per item and records only the issues really created", async () => {
    const pm = await buildUser(t);
    await connect(pm, 'github');
    const doc = await buildDocument(pm, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const [a, b, c] = await preview(pm, doc.id, 'github');
    const result = await send(pm, doc.id, 'github', [a!, { ...b!, title: `${b!.title} [reject]` }, c!]);
    expect(result.created.map((x) => x.key)).toEqual([a!.key, c!.key]);
    expect(result.failed).toEqual([{ key: b!.key, error: 'GitHub: Validation Failed' }]);
    expect(
      (await linkRows())
        .filter((l) => l.documentId === doc.id)
        .map((l) => l.key)
        .sort(),
    ).toEqual([a!.key, c!.key].sort());
    // Sent again, the refused one is created and the others updated: no duplicates.
    const retry = await send(pm, doc.id, 'github', [a!, b!, c!]);
    expect(retry.created.map((x) => x.key)).toEqual([b!.key]);
    expect(retry.updated.map((x) => x.key)).toEqual([a!.key, c!.key]);
  });

  it('sends a document to a tracker once at a time: a second send meanwhile answers 409', async () => {
    const pm = await buildUser(t);
    await connect(pm, 'github');
    const doc = await buildDocument(pm, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const [a] = await preview(pm, doc.id, 'github');
    const url = `/api/documents/${doc.id}/handoff`;
    const hold = fake.holdNext();
    const first = pm.post(url, { target: 'github', items: [a!] });
    await hold.arrived;
    const meanwhile = await pm.post(url, { target: 'github', items: [a!] });
    hold.release();
    expect((await first).statusCode).toBe(200);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe('This document is being sent to GitHub already: try again when it is done');
    // Once it is done, the next send goes through and updates the one issue.
    expect((await send(pm, doc.id, 'github', [a!])).updated).toHaveLength(1);
    expect(fake.issues.filter((i) => i.tracker === 'github' && String(i.body).includes(doc.id))).toHaveLength(1);
  });

  it('needs a connection, valid items, and update rights on the document', async () => {
    const owner = await buildUser(t);
    const stranger = await buildUser(t);
    const viewer = await buildUser(t);
    const doc = await buildDocument(owner, { title: 'Export PRD', content: PRD, type: 'enhance' });
    const item = { key: 'FR-2', title: 'Audit log', body: 'x' };

    const notConnected = await owner.post(`/api/documents/${doc.id}/handoff`, { target: 'linear', items: [item] });
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json().message).toBe('Connect Linear first (Account, Trackers)');

    await connect(owner, 'linear');
    const bad: Record<string, unknown>[] = [
      { target: 'linear', items: [] },
      { target: 'linear', items: [{ ...item, title: '' }] },
      { target: 'linear', items: [{ ...item, title: 'x'.repeat(256) }] },
      { target: 'linear', items: [{ ...item, body: 'x'.repeat(20_001) }] },
      { target: 'linear', items: [item, item] },
      { target: 'trello', items: [item] },
    ];
    for (const body of bad) {
      const res = await owner.post(`/api/documents/${doc.id}/handoff`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await linkRows()).toEqual([]);

    expect((await stranger.post(`/api/documents/${doc.id}/handoff/preview`, { target: 'linear' })).statusCode).toBe(404);
    expect((await stranger.post(`/api/documents/${doc.id}/handoff`, { target: 'linear', items: [item] })).statusCode).toBe(404);
    expect((await stranger.get(`/api/documents/${doc.id}/handoff`)).statusCode).toBe(404);

    const team = (await owner.post('/api/teams', { name: 'Docs' })).json() as { id: string };
    await owner.post(`/api/teams/${team.id}/invites`, { email: viewer.user.email, role: 'viewer' });
    const teamDoc = await buildDocument(owner, { title: 'Team PRD', content: PRD, type: 'enhance', teamId: team.id });
    expect((await viewer.post(`/api/documents/${teamDoc.id}/handoff/preview`, { target: 'linear' })).statusCode).toBe(403);
    expect((await viewer.post(`/api/documents/${teamDoc.id}/handoff`, { target: 'linear', items: [item] })).statusCode).toBe(403);
    expect((await viewer.get(`/api/documents/${teamDoc.id}/handoff`)).statusCode).toBe(200);
    expect(await linkRows()).toEqual([]);
  });
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { collabClient, type CollabClient } from '../../test/collab-client';
import { cookieOf } from '../../test/event-stream-client';
import { buildDocument, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { useSecondServer } from '../../test/second-server';
import { indexAllStale } from '../search/search-indexer';

const t = useTestApp({ PLAN_LIMITS: 'off' });
const second = useSecondServer(t);

/** Both app servers' addresses: the test app listens on a port of its own too. */
let firstBase: Promise<string> | null = null;
const servers = async () => [await (firstBase ??= t.app.listen({ port: 0, host: '127.0.0.1' })), (await second()).base] as const;

const open = (base: string, documentId: string, cookie: string) => {
  const client = collabClient(base, documentId, cookie);
  onTestFinished(() => client.destroy());
  return client;
};
const until = (check: () => boolean) => expect.poll(check, { timeout: 5_000, interval: 20 }).toBe(true);

async function teamWith(owner: Awaited<ReturnType<typeof buildUser>>, member: Awaited<ReturnType<typeof buildUser>>, role: string) {
  const team = (await owner.post('/api/teams', { name: 'Product' })).json() as { id: string };
  await owner.post(`/api/teams/${team.id}/invites`, { email: member.user.email, role });
  return team.id;
}

describe('live co-editing on two app servers sharing one database', () => {
  it('two co-editors on different servers converge, and the saved text, versions and search hold both edits', async () => {
    const [a, b] = await servers();
    const owner = await buildUser(t);
    const editor = await buildUser(t);
    const teamId = await teamWith(owner, editor, 'editor');
    const doc = await buildDocument(owner, { title: 'Checkout', type: 'prd', content: '<p>Opening line</p>', teamId });
    const before = await owner.get(`/api/documents/${doc.id}`);

    const one: CollabClient = open(a, doc.id, cookieOf(owner.jar));
    const two: CollabClient = open(b, doc.id, cookieOf(editor.jar));
    expect(await one.opened).toBe(true);
    expect(await two.opened).toBe(true);
    expect(one.text()).toBe('Opening line');
    expect(two.text()).toBe('Opening line');

    one.type('Pelican from the owner');
    two.type('Walrus from the editor');
    await until(() => one.text().includes('Walrus') && two.text().includes('Pelican'));
    expect(one.text()).toBe(two.text());
    expect(one.text().match(/Opening line/g)).toHaveLength(1);

    // The shared text is saved as the document: a new version and a new ETag.
    await expect
      .poll(async () => ((await owner.get(`/api/documents/${doc.id}`)).json() as { content: string }).content, { timeout: 8_000 })
      .toMatch(/Opening line.*(Pelican from the owner.*Walrus|Walrus from the editor.*Pelican)/);
    const after = await owner.get(`/api/documents/${doc.id}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const versions = (await owner.get(`/api/documents/${doc.id}/versions`)).json() as unknown[];
    expect(versions.length).toBeGreaterThan(1);
    await indexAllStale(t.database.db);
    for (const word of ['Pelican', 'Walrus']) {
      const found = await editor.get(`/api/search?q=${word}`);
      expect(found.body).toContain(doc.id);
    }
  });

  it("refuses a viewer's and a stranger's connection, and one without a session", async () => {
    const [a, b] = await servers();
    const owner = await buildUser(t);
    const viewer = await buildUser(t);
    const stranger = await buildUser(t);
    const teamId = await teamWith(owner, viewer, 'viewer');
    const doc = await buildDocument(owner, { title: 'Roadmap', type: 'prd', content: '<p>Secret plan</p>', teamId });
    const seen = open(b, doc.id, cookieOf(viewer.jar));
    expect(await seen.opened).toBe(false);
    expect(seen.text()).toBe('');
    const strange = open(a, doc.id, cookieOf(stranger.jar));
    expect(await strange.opened).toBe(false);
    expect(strange.text()).toBe('');
    const unknown = open(a, '00000000-0000-4000-8000-000000000000', cookieOf(owner.jar));
    expect(await unknown.opened).toBe(false);
    const malformed = open(a, 'not-a-document', cookieOf(owner.jar));
    expect(await malformed.opened).toBe(false);
    const upgrade = await fetch(`${a}/api/collab`, {
      headers: {
        connection: 'upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    }).catch(() => null);
    expect(upgrade?.status ?? 401).toBe(401);
  });

  it('cuts off a member removed mid-session, on the other server', async () => {
    const [a, b] = await servers();
    const owner = await buildUser(t);
    const editor = await buildUser(t);
    const teamId = await teamWith(owner, editor, 'editor');
    const doc = await buildDocument(owner, { title: 'Pricing', type: 'prd', content: '<p>Draft</p>', teamId });
    const mine = open(a, doc.id, cookieOf(owner.jar));
    const theirs = open(b, doc.id, cookieOf(editor.jar));
    expect(await mine.opened).toBe(true);
    expect(await theirs.opened).toBe(true);

    expect((await owner.request('DELETE', `/api/teams/${teamId}/members/${editor.user.id}`)).statusCode).toBe(200);
    await theirs.closed;
    mine.type('After the removal');
    await until(() => mine.text().includes('After the removal'));
    // The removed member hears nothing more, and cannot come back.
    expect(theirs.text()).not.toContain('After the removal');
    const again = open(b, doc.id, cookieOf(editor.jar));
    expect(await again.opened).toBe(false);
  });
});

describe('live co-editing on one app server', () => {
  it('takes a REST save made while the document is open into the shared document, and keeps the If-Match contract', async () => {
    const [a] = await servers();
    const owner = await buildUser(t);
    const doc = await buildDocument(owner, { title: 'Notes', type: 'prd', content: '<p>First</p>' });
    const one = open(a, doc.id, cookieOf(owner.jar));
    const two = open(a, doc.id, cookieOf(owner.jar));
    expect(await one.opened).toBe(true);
    expect(await two.opened).toBe(true);
    const read = await owner.get(`/api/documents/${doc.id}`);
    const ifMatch = { 'if-match': read.headers.etag as string };
    const saved = await owner.request('PUT', `/api/documents/${doc.id}`, { content: '<p>First</p><p>Added by the API</p>' }, ifMatch);
    expect(saved.statusCode).toBe(200);
    await until(() => one.text().includes('Added by the API') && two.text().includes('Added by the API'));
    expect(one.text()).toBe('First\nAdded by the API');
    // An old ETag is still refused.
    const stale = await owner.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Lost</p>' }, ifMatch);
    expect(stale.statusCode).toBe(409);
  });

  it('takes a restored version (as accepted suggestions are applied) into the shared document', async () => {
    const [a] = await servers();
    const owner = await buildUser(t);
    const doc = await buildDocument(owner, { title: 'Plan', type: 'prd', content: '<p>Version one</p>' });
    const first = (await owner.get(`/api/documents/${doc.id}`)).headers.etag as string;
    await owner.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Version two</p>' }, { 'if-match': first });
    const client = open(a, doc.id, cookieOf(owner.jar));
    expect(await client.opened).toBe(true);
    expect(client.text()).toBe('Version two');
    const versions = (await owner.get(`/api/documents/${doc.id}/versions`)).json() as { id: string }[];
    const oldest = versions.at(-1) as { id: string };
    expect((await owner.post(`/api/documents/${doc.id}/versions/${oldest.id}/restore`)).statusCode).toBe(200);
    await until(() => client.text() === 'Version one');
  });
});

import { describe, expect, it } from 'vitest';
import { documentVersions } from '../../db/schema/versions';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';
import { pruneVersions } from './version-prune';

const t = useTestApp();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function newDocument(agent: Awaited<ReturnType<typeof twoUsers>>['ann'], content = '<p>First draft</p>') {
  const res = await agent.post('/api/documents', { title: 'Checkout PRD', content, type: 'enhance' });
  return { id: res.json().id as string, etag: res.headers.etag as string };
}

describe('document versions and no silent overwrite', () => {
  it('answers an ETag naming the current version; a save with it answers a new one; a stale one is refused', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    const read = await ann.get(`/api/documents/${doc.id}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe(doc.etag);
    const versions = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(etag).toBe(`"${versions[0].id}"`);

    const saved = await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Mine</p>' }, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    expect(saved.json().content).toBe('<p>Mine</p>');

    const stale = await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Theirs</p>' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ id: doc.id, content: '<p>Mine</p>', code: 'version_conflict' });
    expect(stale.headers.etag).toBe(saved.headers.etag);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe('<p>Mine</p>');

    const next = await ann.request(
      'PUT',
      `/api/documents/${doc.id}`,
      { content: '<p>Mine again</p>' },
      { 'if-match': saved.headers.etag as string },
    );
    expect(next.statusCode).toBe(200);
  });

  it('keeps saving without If-Match, still making versions, coalesced while typing', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann);
    t.clock.advance(2 * MINUTE);
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>a</p>' });
    for (let i = 0; i < 10; i++) {
      t.clock.advance(10_000);
      expect((await ann.request('PUT', `/api/documents/${doc.id}`, { content: `<p>a ${i}</p>` })).statusCode).toBe(200);
    }
    let list = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({ id: expect.any(String), createdAt: expect.any(String), source: 'user', title: 'Checkout PRD' });
    expect((await ann.get(`/api/documents/${doc.id}/versions/${list[0].id}`)).json().content).toBe('<p>a 9</p>');
    // Five minutes of continuous typing close the version; so does a pause.
    for (let i = 0; i < 30; i++) {
      t.clock.advance(20_000);
      await ann.request('PUT', `/api/documents/${doc.id}`, { content: `<p>b ${i}</p>` });
    }
    list = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(4);
    t.clock.advance(2 * MINUTE);
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>after a pause</p>' });
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()).toHaveLength(list.length + 1);
    // Saving the same text again makes no version.
    const same = await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>after a pause</p>' });
    expect(same.statusCode).toBe(200);
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()).toHaveLength(list.length + 1);
    // A conflict's resolution keeps the version it is based on, even while typing.
    t.clock.advance(5_000);
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>resolved</p>', keepBase: true });
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()).toHaveLength(list.length + 2);
  });

  it("keeps a document's first text as a version of its own, however soon it is edited", async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann, '<h1>Imported PRD</h1><p>As the file had it.</p>');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5_000);
      await ann.request('PUT', `/api/documents/${doc.id}`, { content: `<h1>Imported PRD</h1><p>Edited ${i}</p>` });
    }
    const list = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(list).toHaveLength(2);
    const restored = await ann.post(`/api/documents/${doc.id}/versions/${list[1].id}/restore`);
    expect(restored.json().content).toBe('<h1>Imported PRD</h1><p>As the file had it.</p>');
    // An empty new document has nothing to keep: the first typing starts its first version.
    const empty = await newDocument(ann, '');
    t.clock.advance(5_000);
    await ann.request('PUT', `/api/documents/${empty.id}`, { content: '<p>Hello</p>' });
    t.clock.advance(5_000);
    await ann.request('PUT', `/api/documents/${empty.id}`, { content: '<p>Hello there</p>' });
    expect((await ann.get(`/api/documents/${empty.id}/versions`)).json()).toHaveLength(1);
  });

  it('restores an earlier version as a new version, and nothing is lost', async () => {
    const { ann } = await twoUsers(t);
    const doc = await newDocument(ann, '<p>Version one</p>');
    t.clock.advance(10 * MINUTE);
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>Version two</p>', source: 'upload' });
    const list = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(list.map((v: { source: string }) => v.source)).toEqual(['upload', 'user']);
    const restored = await ann.post(`/api/documents/${doc.id}/versions/${list[1].id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content).toBe('<p>Version one</p>');
    const after = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(after.map((v: { source: string }) => v.source)).toEqual(['restore', 'upload', 'user']);
    expect(restored.headers.etag).toBe(`"${after[0].id}"`);
    expect((await ann.get(`/api/documents/${doc.id}`)).json().content).toBe('<p>Version one</p>');
  });

  it("answers 404 for another user's versions and restores, and changes nothing", async () => {
    const { ann, bob } = await twoUsers(t);
    const doc = await newDocument(ann, '<p>Secret</p>');
    const [version] = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    for (const res of [
      await bob.get(`/api/documents/${doc.id}/versions`),
      await bob.get(`/api/documents/${doc.id}/versions/${version.id}`),
      await bob.post(`/api/documents/${doc.id}/versions/${version.id}/restore`),
      await bob.request('PUT', `/api/documents/${doc.id}`, { content: '<p>x</p>' }, { 'if-match': doc.etag }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const bobs = await newDocument(bob, '<p>Bob</p>');
    // Ann's version through Bob's document is still not his.
    expect((await bob.get(`/api/documents/${bobs.id}/versions/${version.id}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/documents/${bobs.id}/versions/${version.id}/restore`)).statusCode).toBe(404);
    expect((await bob.get(`/api/documents/${bobs.id}/versions/not-an-id`)).statusCode).toBe(404);
    expect((await bob.get(`/api/documents/${bobs.id}`)).json().content).toBe('<p>Bob</p>');
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()).toHaveLength(1);
  });

  it('prunes by the documented rule and never the newest version; deltas survive their keyframe', async () => {
    const { ann } = await twoUsers(t);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const doc = await newDocument(ann, `<p>${words}</p>`);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(3 * 60 * MINUTE);
      await ann.request('PUT', `/api/documents/${doc.id}`, { content: `<p>${words} edit ${i}</p>` });
    }
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()).toHaveLength(7);
    // Ten days later every version is older than 7 days: one per day is kept, the newest among them.
    t.clock.advance(10 * DAY);
    const before = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    await pruneVersions(t.database.db, doc.id, t.clock.now());
    const kept = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect(kept.length).toBeLessThan(before.length);
    expect(kept[0].id).toBe(before[0].id);
    const days = new Set(kept.map((v: { createdAt: string }) => v.createdAt.slice(0, 10)));
    expect(days.size).toBe(kept.length);
    for (const v of kept) expect((await ann.get(`/api/documents/${doc.id}/versions/${v.id}`)).json().content).toMatch(/^<p>word0 /);
    expect((await ann.get(`/api/documents/${doc.id}/versions/${kept[0].id}`)).json().content).toBe(`<p>${words} edit 5</p>`);
    // A save prunes too, and the new newest version is never the one pruned.
    await ann.request('PUT', `/api/documents/${doc.id}`, { content: '<p>today</p>' });
    expect((await ann.get(`/api/documents/${doc.id}/versions`)).json()[0].source).toBe('user');
  });

  it('stores 100 versions of a long document in under 5 times its size', async () => {
    const { ann } = await twoUsers(t);
    const paragraphs = Array.from(
      { length: 300 },
      (_, i) => `<p>Paragraph ${i}: the checkout flow lets shoppers pay in ${i % 7} steps with saved cards and receipts.</p>`,
    );
    const doc = await newDocument(ann, paragraphs.join(''));
    for (let i = 0; i < 99; i++) {
      t.clock.advance(10 * MINUTE);
      paragraphs[(i * 37) % paragraphs.length] = `<p>Edited paragraph ${i} with new words.</p>`;
      await ann.request('PUT', `/api/documents/${doc.id}`, { content: paragraphs.join('') });
    }
    const rows = await t.database.db.select().from(documentVersions);
    expect(rows).toHaveLength(100);
    const stored = rows.reduce((sum, r) => sum + r.data.length, 0);
    expect(stored).toBeLessThan(5 * Buffer.byteLength(paragraphs.join('')));
    const [newest] = (await ann.get(`/api/documents/${doc.id}/versions`)).json();
    expect((await ann.get(`/api/documents/${doc.id}/versions/${newest.id}`)).json().content).toBe(paragraphs.join(''));
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '../../../common/contract/api';
import { urlOf } from '../../../common/contract/route';
import { shareLinks } from '../../db/schema/sharing';
import { createAgent } from '../../test/agent';
import { buildChat, buildDesign, buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { EXPIRY_IN_PAST, SHARED_READS_PER_IP } from './sharing.service';

const t = useTestApp({ PLAN_LIMITS: 'off' });

const DAY = 24 * 60 * 60_000;
const share = (owner: SignedIn, id: string, body: object = {}) => owner.post(urlOf(api.documentShares.create, { id }), body);
const readAs = (visitor: ReturnType<typeof createAgent>, token: string) => visitor.get(urlOf(api.shared.read, { token }));

async function uploadImage(owner: SignedIn) {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3355aa' } })
    .png()
    .toBuffer();
  const form = multipartBody('file', png, 'screen.png', 'image/png');
  return (await owner.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
}

describe('share links', () => {
  it('shares a document read-only with a signed-out visitor, without anything else of its owner', async () => {
    const owner = await buildUser(t, { email: 'owner-share@example.com' });
    const doc = await buildDocument(owner, { type: 'enhance', title: 'Checkout PRD', content: '<h1>Goal</h1><p>Fewer steps</p>' });
    const created = await share(owner, doc.id);
    expect(created.statusCode).toBe(200);
    const link = created.json();
    expect(link.url).toBe(`http://northstar.test/s/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const visitor = createAgent(t.app, { ip: '10.9.0.1' });
    const read = await readAs(visitor, link.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['x-robots-tag']).toContain('noindex');
    expect(read.json()).toEqual({
      kind: 'document',
      title: 'Checkout PRD',
      content: '<h1>Goal</h1><p>Fewer steps</p>',
      updatedAt: doc.updatedAt,
    });
    expect(read.body).not.toContain(owner.user.email);
    expect(read.body).not.toContain(owner.user.id);
    expect(read.body).not.toContain(doc.id);

    // Sharing again answers the same live link: a link sent earlier keeps working.
    expect((await share(owner, doc.id)).json().token).toBe(link.token);
    expect((await owner.get(urlOf(api.documentShares.link, { id: doc.id }))).json()).toEqual({ link });
  });

  it('shares a chat as its transcript, with no memories, e-mail or ids, and its uploaded image only through the link', async () => {
    const owner = await buildUser(t, { email: 'chat-owner@example.com' });
    const image = await uploadImage(owner);
    const { document: chat } = await buildChat(t, owner, {
      type: 'explore',
      title: 'Pricing chat',
      messages: [`![Uploaded Image](${image})`, 'What should we charge?', '**Tiered pricing** works best.'],
    });
    expect(
      (await owner.post(urlOf(api.memories.save, { id: chat.id }), { key: 'secret_goal', value: 'Beat Acme by Q3', importance: 5 }))
        .statusCode,
    ).toBe(200);
    const { token } = (await share(owner, chat.id)).json();

    const visitor = createAgent(t.app, { ip: '10.9.0.2' });
    const read = await readAs(visitor, token);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    const key = image.replace('/uploads/', '');
    const fileUrl = urlOf(api.shared.file, { token, key });
    expect(body).toMatchObject({ kind: 'chat', title: 'Pricing chat' });
    expect(body.messages.map((m: { role: string; text: string }) => [m.role, m.text])).toEqual([
      ['user', `![Uploaded Image](${fileUrl})`],
      ['assistant', 'What should we charge?'],
      ['user', '**Tiered pricing** works best.'],
    ]);
    for (const secret of [owner.user.email, owner.user.id, chat.id, 'secret_goal', 'Beat Acme', image])
      expect(read.body).not.toContain(secret);

    const file = await visitor.get(fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('no-store');
    // The same file is not the visitor's through its own address, nor another upload through the link.
    expect((await visitor.get(image)).statusCode).toBe(401);
    const other = (await uploadImage(owner)).replace('/uploads/', '');
    expect((await visitor.get(urlOf(api.shared.file, { token, key: other }))).statusCode).toBe(404);
  });

  it('shares a design with its image, notes and review', async () => {
    const owner = await buildUser(t);
    const imageUrl = await uploadImage(owner);
    const design = await buildDesign(owner, { title: 'Onboarding', content: '<p>Three steps</p>', imageUrl });
    await owner.post(urlOf(api.designs.send, { id: design.id }), { role: 'assistant', content: 'Review: the CTA is low contrast.' });
    const link = (await owner.post(urlOf(api.designShares.create, { id: design.id }), {})).json();

    const visitor = createAgent(t.app, { ip: '10.9.0.3' });
    const read = (await readAs(visitor, link.token)).json();
    expect(read).toMatchObject({ kind: 'design', title: 'Onboarding', content: '<p>Three steps</p>' });
    expect(read.messages).toEqual([expect.objectContaining({ role: 'assistant', text: 'Review: the CTA is low contrast.' })]);
    expect((await visitor.get(read.imageUrl)).statusCode).toBe(200);
  });

  it('answers the same 404 once revoked, once expired, and for an unknown token', async () => {
    const owner = await buildUser(t);
    const visitor = createAgent(t.app, { ip: '10.9.0.4' });
    const doc = await buildDocument(owner, { type: 'enhance', content: '<p>Plan</p>' });
    const { token } = (await share(owner, doc.id)).json();
    expect((await readAs(visitor, token)).statusCode).toBe(200);

    const revoked = await owner.request('DELETE', urlOf(api.documentShares.revoke, { id: doc.id }));
    expect(revoked.statusCode).toBe(200);
    const gone = await readAs(visitor, token);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-robots-tag']).toContain('noindex');
    expect((await owner.get(urlOf(api.documentShares.link, { id: doc.id }))).json()).toEqual({ link: null });

    // A new link is a new token; the revoked one stays dead.
    const again = (await share(owner, doc.id, { expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString() })).json();
    expect(again.token).not.toBe(token);
    expect((await readAs(visitor, token)).statusCode).toBe(404);
    expect((await readAs(visitor, again.token)).statusCode).toBe(200);
    t.clock.advance(DAY + 1000);
    const expired = await readAs(visitor, again.token);
    const unknown = await readAs(visitor, 'A'.repeat(43));
    expect([gone, expired, unknown].map((r) => [r.statusCode, r.json()])).toEqual(Array(3).fill([404, gone.json()]));
    // After expiry, sharing makes a new live link.
    const renewed = (await share(owner, doc.id)).json();
    expect(renewed.token).not.toBe(again.token);
    expect(renewed.expiresAt).toBeNull();
  });

  it("lets only the owner share, see or revoke an item's link: another user gets 404", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const doc = await buildDocument(owner, { type: 'enhance' });
    const design = await buildDesign(owner);
    const { token } = (await share(owner, doc.id)).json();
    for (const [method, url] of [
      ['POST', urlOf(api.documentShares.create, { id: doc.id })],
      ['GET', urlOf(api.documentShares.link, { id: doc.id })],
      ['DELETE', urlOf(api.documentShares.revoke, { id: doc.id })],
      ['POST', urlOf(api.designShares.create, { id: design.id })],
      ['DELETE', urlOf(api.designShares.revoke, { id: design.id })],
    ] as const) {
      expect((await other.request(method, url, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await createAgent(t.app).request('POST', urlOf(api.documentShares.create, { id: doc.id }), {})).statusCode).toBe(401);
    expect((await readAs(createAgent(t.app, { ip: '10.9.0.5' }), token)).statusCode).toBe(200);
    expect(await t.database.db.select().from(shareLinks)).toHaveLength(1);
  });

  it('refuses an expiry in the past or not a date with a clear 400, writing nothing', async () => {
    const owner = await buildUser(t);
    const doc = await buildDocument(owner, { type: 'enhance' });
    const past = await share(owner, doc.id, { expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(EXPIRY_IN_PAST);
    const garbage = await share(owner, doc.id, { expiresAt: 'next tuesday' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toContain('expiresAt');
    expect(await t.database.db.select().from(shareLinks)).toEqual([]);
  });

  it('keeps only a hash and a sealed copy of the token, and deletes the link with its item', async () => {
    const owner = await buildUser(t);
    const doc = await buildDocument(owner, { type: 'enhance' });
    const design = await buildDesign(owner);
    const { token } = (await share(owner, doc.id)).json();
    await owner.post(urlOf(api.designShares.create, { id: design.id }), {});
    const rows = await t.database.db.select().from(shareLinks);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((r) => r.documentId === doc.id)?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await owner.request('DELETE', urlOf(api.documents.remove, { id: doc.id }))).statusCode).toBe(200);
    expect((await owner.request('DELETE', urlOf(api.designs.remove, { id: design.id }))).statusCode).toBe(200);
    expect(await t.database.db.select().from(shareLinks)).toEqual([]);
    expect((await readAs(createAgent(t.app, { ip: '10.9.0.6' }), token)).statusCode).toBe(404);
  });

  it('keeps one link per item when two shares arrive at once', async () => {
    const owner = await buildUser(t);
    const doc = await buildDocument(owner, { type: 'enhance' });
    const answers = await Promise.all([share(owner, doc.id), share(owner, doc.id), share(owner, doc.id)]);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const tokens = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().token as string));
    expect(tokens.size).toBe(1);
    expect(await t.database.db.select().from(shareLinks)).toHaveLength(1);
  });

  it('limits reads of shared pages per IP, like the other public routes', async () => {
    t.clock.drivesDate();
    const visitor = createAgent(t.app, { ip: '10.9.0.7' });
    for (let i = 0; i < SHARED_READS_PER_IP.limit; i += 1) expect((await readAs(visitor, 'unknown')).statusCode).toBe(404);
    const limited = await readAs(visitor, 'unknown');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
    expect((await readAs(createAgent(t.app, { ip: '10.9.0.8' }), 'unknown')).statusCode).toBe(404);
  });
});

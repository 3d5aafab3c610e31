import { describe, expect, it } from 'vitest';
import type { CreatedTokenDto, TokenDto } from '../../../common/tokens';
import { apiTokens } from '../../db/schema/auth';
import { buildDocument, buildUser, type SignedIn } from '../../test/factories';
import { ORIGIN, useTestApp } from '../../test/harness';
import { READ_ONLY_MESSAGE } from './tokens.service';

const t = useTestApp();

const HOST = new URL(ORIGIN).host;

async function makeToken(user: SignedIn, body: Record<string, unknown> = { name: 'CI', scope: 'read' }) {
  const res = await user.post('/api/tokens', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedTokenDto;
}

/** A program's request: the bearer token, no cookie and no Origin. */
const withToken = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, remoteAddress: '10.9.0.1', headers: { host: HOST, authorization: `Bearer ${token}` } });

const titlesOf = async (user: SignedIn) => ((await user.get('/api/documents')).json() as { title: string }[]).map((d) => d.title);

describe('personal access tokens', () => {
  it('shows a new token once, lists it without its value, and stores only its hash', async () => {
    const pm = await buildUser(t);
    const created = await makeToken(pm, { name: 'Cursor', scope: 'write', expiresAt: '2026-06-01T00:00:00Z' });
    expect(created.token).toMatch(/^nst_[\w-]{40,}$/);

    const list = await pm.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    const tokens = list.json() as TokenDto[];
    expect(tokens).toEqual([
      {
        id: created.id,
        name: 'Cursor',
        scope: 'write',
        expiresAt: '2026-06-01T00:00:00.000Z',
        lastUsedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(created.token);
    const rows = await t.database.db.select().from(apiTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(created.token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs API requests in as its user, with the same policies: own documents only', async () => {
    const pm = await buildUser(t);
    const other = await buildUser(t);
    const mine = await buildDocument(pm, { title: 'Mine' });
    const theirs = await buildDocument(other, { title: 'Theirs' });
    const { token } = await makeToken(pm, { name: 'Read', scope: 'read' });

    const me = await withToken(token, 'GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: pm.user.id });
    expect((await withToken(token, 'GET', `/api/documents/${mine.id}`)).statusCode).toBe(200);
    expect((await withToken(token, 'GET', `/api/documents/${theirs.id}`)).statusCode).toBe(404);
    const listed = (await pm.get('/api/tokens')).json() as TokenDto[];
    expect(listed[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a read token any write with 403, and lets a write token write without an Origin', async () => {
    const pm = await buildUser(t);
    const doc = await buildDocument(pm, { title: 'Before' });
    const read = await makeToken(pm, { name: 'Read', scope: 'read' });
    const write = await makeToken(pm, { name: 'Write', scope: 'write' });

    const refused = await withToken(read.token, 'POST', '/api/documents', { title: 'After', type: 'explore' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(READ_ONLY_MESSAGE);
    expect((await withToken(read.token, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(403);
    expect(await titlesOf(pm)).toEqual(['Before']);

    const created = await withToken(write.token, 'POST', '/api/documents', { title: 'By token', type: 'explore' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('answers 401 to a revoked, an expired or an unknown token', async () => {
    const pm = await buildUser(t);
    const revoked = await makeToken(pm);
    const expiring = await makeToken(pm, {
      name: 'Short',
      scope: 'read',
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await withToken(revoked.token, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await withToken(expiring.token, 'GET', '/api/user')).statusCode).toBe(200);

    const revoke = await pm.request('DELETE', `/api/tokens/${revoked.id}`);
    expect(revoke.statusCode).toBe(200);
    expect((await withToken(revoked.token, 'GET', '/api/user')).statusCode).toBe(401);

    t.clock.advance(2 * 3_600_000);
    expect((await withToken(expiring.token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await withToken('nst_not-a-real-token', 'GET', '/api/user')).statusCode).toBe(401);
    expect((await withToken('', 'GET', '/api/user')).statusCode).toBe(401);
  });

  it("answers 404 for another user's token id, and leaves it working", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const theirs = await makeToken(owner);
    expect((await other.request('DELETE', `/api/tokens/${theirs.id}`)).statusCode).toBe(404);
    expect((await other.request('DELETE', '/api/tokens/not-an-id')).statusCode).toBe(404);
    expect((await other.get('/api/tokens')).json()).toEqual([]);
    expect((await withToken(theirs.token, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const pm = await buildUser(t);
    for (const body of [
      {},
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x'.repeat(101), scope: 'read' },
      { name: 'x', scope: 'read', expiresAt: 'tomorrow' },
      { name: 'x', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' },
    ]) {
      const res = await pm.post('/api/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await t.database.db.select().from(apiTokens)).toEqual([]);
  });

  it('cannot make or revoke tokens with a token', async () => {
    const pm = await buildUser(t);
    const write = await makeToken(pm, { name: 'Write', scope: 'write' });
    expect((await withToken(write.token, 'POST', '/api/tokens', { name: 'More', scope: 'write' })).statusCode).toBe(403);
    expect((await withToken(write.token, 'DELETE', `/api/tokens/${write.id}`)).statusCode).toBe(403);
    expect(await t.database.db.select().from(apiTokens)).toHaveLength(1);
  });

  it('keeps the Origin check for cookie requests, and reads no cookie beside a token', async () => {
    const pm = await buildUser(t);
    const cookie = [...pm.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: { title: 'Forged', type: 'explore' },
      headers: { host: HOST, cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: { title: 'Forged' },
      headers: { host: HOST, cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    // A bad token beside a good session cookie: the token alone counts.
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: { title: 'Forged', type: 'explore' },
      headers: { host: HOST, cookie, authorization: 'Bearer nst_forged' },
    });
    expect(both.statusCode).toBe(401);
    expect(await titlesOf(pm)).toEqual([]);
  });

  it('rate-limits each token', async () => {
    const pm = await buildUser(t);
    const { id, token } = await makeToken(pm);
    const limit = { key: `token:${id}`, limit: 600, windowMs: 60_000 };
    for (let i = 0; i < 599; i += 1) await t.ctx.rates.consume(limit);
    expect((await withToken(token, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/user')).statusCode).toBe(429);
  });
});

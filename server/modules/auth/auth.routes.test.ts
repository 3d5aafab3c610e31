import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, signInCodes, users } from '../../db/schema/auth';
import { sha256 } from '../../lib/crypto';
import { createAgent, lastCodeFor, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { MESSAGES } from './auth.service';

const t = useTestApp();
const MIN = 60_000;

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-in by e-mail code', () => {
  it('signs a new user in and answers the current user', async () => {
    const a = createAgent(t.app);
    expect((await a.get('/api/user')).statusCode).toBe(401);

    const sent = await a.post('/api/request-otp', { email: '  Pat@Example.COM ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent to your email' });
    expect(t.sink.mails).toHaveLength(1);
    expect(t.sink.mails[0]?.to).toEqual(['pat@example.com']);
    expect(t.sink.mails[0]?.raw).toMatch(/Content-Type: text\/html/);
    expect(t.sink.mails[0]?.raw).toMatch(/Content-Type: text\/plain/);

    const verified = await a.post('/api/verify-otp', { otp: lastCodeFor('pat@example.com', t.sink.mails) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'pat@example.com', otpVerified: true, isAdmin: false, plan: 'basic' });

    // Beside the session, a cookie scripts can read says only that a session exists; logout ends both.
    const hint = verified.cookies.find((c) => c.name === 'ns_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(verified.cookies.find((c) => c.name === 'ns_session')?.httpOnly).toBe(true);

    const me = await a.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'pat@example.com', otpVerified: true });

    await a.post('/api/logout');
    expect(a.jar.has('ns_session')).toBe(false);
    expect(a.jar.has('ns_signed_in')).toBe(false);
  });

  it('makes users listed in ADMIN_EMAILS admins', async () => {
    const user = await signIn(createAgent(t.app), 'admin@example.com', t.sink.mails);
    expect(user.isAdmin).toBe(true);
  });

  it('refuses a code after its 10 minutes', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'late@example.com' });
    t.clock.advance(10 * MIN + 1000);
    const res = await a.post('/api/verify-otp', { otp: lastCodeFor('late@example.com', t.sink.mails) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.expired);
  });

  it('accepts a code just before it expires', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'ontime@example.com' });
    t.clock.advance(10 * MIN - 1000);
    const res = await a.post('/api/verify-otp', { otp: lastCodeFor('ontime@example.com', t.sink.mails) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a code once only', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'once@example.com' });
    const pending = a.jar.get('ns_signin');
    const code = lastCodeFor('once@example.com', t.sink.mails);
    expect((await a.post('/api/verify-otp', { otp: code })).statusCode).toBe(200);

    const replay = createAgent(t.app);
    replay.jar.set('ns_signin', pending ?? '');
    const again = await replay.post('/api/verify-otp', { otp: code });
    expect(again.statusCode).toBe(400);
    expect(await t.database.db.select().from(signInCodes)).toHaveLength(0);
  });

  it('kills a code after 5 wrong guesses, even for the right code', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'guess@example.com' });
    const code = lastCodeFor('guess@example.com', t.sink.mails);
    for (let i = 1; i <= 4; i++) {
      const res = await a.post('/api/verify-otp', { otp: wrongCode(code) });
      expect(res.json().message).toBe('Invalid verification code');
    }
    const fifth = await a.post('/api/verify-otp', { otp: wrongCode(code) });
    expect(fifth.json().message).toBe(MESSAGES.dead);
    const right = await a.post('/api/verify-otp', { otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MESSAGES.dead);
    expect((await a.get('/api/user')).statusCode).toBe(401);
  });

  it('binds the code to the browser that asked for it', async () => {
    const asker = createAgent(t.app);
    await asker.post('/api/request-otp', { email: 'bound@example.com' });
    const code = lastCodeFor('bound@example.com', t.sink.mails);

    const stranger = createAgent(t.app, { ip: '10.0.0.2' });
    const noPending = await stranger.post('/api/verify-otp', { otp: code });
    expect(noPending.statusCode).toBe(400);
    expect(noPending.json().message).toBe(MESSAGES.noPending);

    await stranger.post('/api/request-otp', { email: 'other@example.com' });
    const foreign = await stranger.post('/api/verify-otp', { otp: code });
    expect(foreign.statusCode).toBe(400);
    expect((await stranger.get('/api/user')).statusCode).toBe(401);
    expect((await asker.post('/api/verify-otp', { otp: code })).statusCode).toBe(200);
  });

  it('replaces the old code when a new one is sent', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'again@example.com' });
    const first = lastCodeFor('again@example.com', t.sink.mails);
    const resent = await a.post('/api/resend-otp');
    expect(resent.statusCode).toBe(200);
    const second = lastCodeFor('again@example.com', t.sink.mails);
    expect(t.sink.mails).toHaveLength(2);
    if (first !== second) expect((await a.post('/api/verify-otp', { otp: first })).statusCode).toBe(400);
    expect((await a.post('/api/verify-otp', { otp: second })).statusCode).toBe(200);
  });

  it('refuses a resend with no sign-in in progress', async () => {
    const res = await createAgent(t.app).post('/api/resend-otp');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.noPending);
  });

  it('sends at most 3 codes per e-mail in 10 minutes', async () => {
    t.clock.drivesDate();
    const a = createAgent(t.app);
    for (let i = 0; i < 3; i++) expect((await a.post('/api/request-otp', { email: 'rl@example.com' })).statusCode).toBe(200);
    const fourth = await a.post('/api/request-otp', { email: 'rl@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(MESSAGES.tooManySends);
    expect((await a.post('/api/resend-otp')).statusCode).toBe(429);
    expect(t.sink.mails).toHaveLength(3);
    t.clock.advance(10 * MIN + 1000);
    expect((await a.post('/api/request-otp', { email: 'rl@example.com' })).statusCode).toBe(200);
  });

  it('sends at most 20 codes per IP address in an hour', async () => {
    t.clock.drivesDate();
    const a = createAgent(t.app, { ip: '10.9.9.9' });
    for (let i = 0; i < 20; i++) {
      expect((await a.post('/api/request-otp', { email: `ip${i}@example.com` })).statusCode).toBe(200);
    }
    expect((await a.post('/api/request-otp', { email: 'ip20@example.com' })).statusCode).toBe(429);
    const elsewhere = createAgent(t.app, { ip: '10.9.9.10' });
    expect((await elsewhere.post('/api/request-otp', { email: 'ip20@example.com' })).statusCode).toBe(200);
    t.clock.advance(60 * MIN + 1000);
    expect((await a.post('/api/request-otp', { email: 'ip21@example.com' })).statusCode).toBe(200);
  });

  it('locks an e-mail for an hour after 100 consecutive failures, across resends', async () => {
    t.clock.drivesDate();
    const a = createAgent(t.app);
    const email = 'brute@example.com';
    for (let code = 0; code < 20; code++) {
      if (code % 3 === 0) t.clock.advance(10 * MIN + 1000);
      const sent = code === 0 ? await a.post('/api/request-otp', { email }) : await a.post('/api/resend-otp');
      expect(sent.statusCode).toBe(200);
      const right = lastCodeFor(email, t.sink.mails);
      for (let guess = 0; guess < 5; guess++) await a.post('/api/verify-otp', { otp: wrongCode(right) });
    }
    t.clock.advance(10 * MIN + 1000);
    const locked = await a.post('/api/request-otp', { email });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.locked);
    t.clock.advance(60 * MIN);
    expect((await a.post('/api/request-otp', { email })).statusCode).toBe(200);
    expect((await a.post('/api/verify-otp', { otp: lastCodeFor(email, t.sink.mails) })).statusCode).toBe(200);
  });

  it('answers the same for an existing and a new e-mail', async () => {
    await signIn(createAgent(t.app), 'known@example.com', t.sink.mails);
    const known = await createAgent(t.app, { ip: '10.0.0.3' }).post('/api/request-otp', { email: 'known@example.com' });
    const fresh = await createAgent(t.app, { ip: '10.0.0.4' }).post('/api/request-otp', { email: 'fresh@example.com' });
    const shape = (r: typeof known) => ({
      status: r.statusCode,
      body: r.body,
      headers: Object.keys(r.headers).sort(),
      cookies: r.cookies.map((c) => ({ ...c, value: c.value.length })),
    });
    expect(shape(known)).toEqual(shape(fresh));
    expect(await t.database.db.select().from(users).where(eq(users.email, 'fresh@example.com'))).toHaveLength(0);
  });

  it('keeps codes and session tokens only as hashes', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'hash@example.com' });
    const code = lastCodeFor('hash@example.com', t.sink.mails);
    const pending = a.jar.get('ns_signin') ?? '';
    const [row] = await t.database.db.select().from(signInCodes);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.pendingHash).toBe(sha256(pending));

    await a.post('/api/verify-otp', { otp: code });
    const token = a.jar.get('ns_session') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [session] = await t.database.db.select().from(sessions);
    expect(session?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(session)).not.toContain(token);
  });
});

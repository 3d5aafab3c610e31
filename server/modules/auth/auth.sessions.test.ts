import { describe, expect, it } from 'vitest';
import { signInCodes } from '../../db/schema/auth';
import { createAgent, lastCodeFor, signIn } from '../../test/agent';
import { useTestApp } from '../../test/harness';

/** What a session is once signed in (cookie, logout, sliding expiry), and the rules every request follows. */
const t = useTestApp();
const MIN = 60_000;

describe('sessions', () => {
  it('sets HttpOnly, SameSite=Lax, Path=/ cookies with a 30-day lifetime', async () => {
    const a = createAgent(t.app);
    await a.post('/api/request-otp', { email: 'cookie@example.com' });
    const res = await a.post('/api/verify-otp', { otp: lastCodeFor('cookie@example.com', t.sink.mails) });
    const cookie = res.cookies.find((c) => c.name === 'ns_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
  });

  it('answers 401 to a session cookie replayed after logout', async () => {
    const a = createAgent(t.app);
    await signIn(a, 'out@example.com', t.sink.mails);
    const token = a.jar.get('ns_session') ?? '';
    const out = await a.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await a.get('/api/user')).statusCode).toBe(401);
    const replay = createAgent(t.app);
    replay.jar.set('ns_session', token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('slides the session when under 15 days remain, and ends it after 30 idle days', async () => {
    const a = createAgent(t.app);
    await signIn(a, 'slide@example.com', t.sink.mails);
    t.clock.advance(10 * 24 * 60 * MIN);
    const early = await a.get('/api/user');
    expect(early.cookies.find((c) => c.name === 'ns_session')).toBeUndefined();
    t.clock.advance(6 * 24 * 60 * MIN);
    const renewed = await a.get('/api/user');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === 'ns_session')?.maxAge).toBe(30 * 24 * 3600);
    t.clock.advance(29 * 24 * 60 * MIN);
    expect((await a.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * MIN);
    expect((await a.get('/api/user')).statusCode).toBe(401);
  });
});

describe('request rules', () => {
  it('refuses a cross-origin POST with 403 and writes nothing', async () => {
    const a = createAgent(t.app);
    const res = await a.post('/api/request-otp', { email: 'x@example.com' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const none = await a.request('POST', '/api/request-otp', { email: 'x@example.com' }, { origin: '' });
    expect(none.statusCode).toBe(403);
    expect(t.sink.mails).toHaveLength(0);
    expect(await t.database.db.select().from(signInCodes)).toHaveLength(0);
  });

  it('accepts a same-origin request announced by Sec-Fetch-Site', async () => {
    const res = await createAgent(t.app).post(
      '/api/request-otp',
      { email: 'sfs@example.com' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with a clear message to malformed JSON and missing fields', async () => {
    const a = createAgent(t.app);
    const bad = await a.post('/api/request-otp', '{"email":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');

    const missing = await a.post('/api/request-otp', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^email: /);

    const invalid = await a.post('/api/request-otp', { email: 'not an email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('email: Please enter a valid email address');

    const noOtp = await a.post('/api/verify-otp', { otp: '' });
    expect(noOtp.json().message).toBe('otp: Please enter the verification code');
    expect(t.sink.mails).toHaveLength(0);
  });

  it('refuses bodies that are neither JSON nor multipart', async () => {
    const res = await createAgent(t.app).post('/api/request-otp', 'email=a@b.c', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
  });
});

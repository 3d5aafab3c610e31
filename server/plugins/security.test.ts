import { describe, expect, it } from 'vitest';
import { createAgent, lastCodeFor } from '../test/agent';
import { useTestApp } from '../test/harness';
import { securityHeaders } from './security';

const t = useTestApp({ TRUST_PROXY: 'true' });

describe('behind an HTTPS proxy', () => {
  it('marks cookies Secure with the __Host- prefix', async () => {
    const a = createAgent(t.app);
    const https = { 'x-forwarded-proto': 'https', origin: 'https://northstar.test' };
    const sent = await a.post('/api/request-otp', { email: 'tls@example.com' }, https);
    expect(sent.statusCode).toBe(200);
    expect(sent.cookies[0]).toMatchObject({ name: '__Host-ns_signin', secure: true, httpOnly: true, path: '/' });
    const res = await a.post('/api/verify-otp', { otp: lastCodeFor('tls@example.com', t.sink.mails) }, https);
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === '__Host-ns_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await a.get('/api/user', https)).statusCode).toBe(200);
  });

  it('counts send limits by the client address the proxy reports', async () => {
    const a = createAgent(t.app);
    for (let i = 0; i < 20; i++) {
      await a.post('/api/request-otp', { email: `p${i}@example.com` }, { 'x-forwarded-for': '203.0.113.7' });
    }
    const limited = await a.post('/api/request-otp', { email: 'p20@example.com' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    const other = await a.post('/api/request-otp', { email: 'p20@example.com' }, { 'x-forwarded-for': '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });
});

describe('headers and health', () => {
  it('sends the content security policy and nosniff', async () => {
    const res = await createAgent(t.app).get('/api/user');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('https:');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it("sends helmet's other protections on every answer, a 404 too", async () => {
    const names = securityHeaders().map(([name]) => name.toLowerCase());
    for (const name of [
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-dns-prefetch-control',
    ]) {
      expect(names).toContain(name);
    }
    for (const res of [await createAgent(t.app).get('/api/user'), await createAgent(t.app).get('/api/nothing-here')]) {
      for (const [name, value] of securityHeaders()) expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('answers healthz and readyz', async () => {
    const a = createAgent(t.app);
    expect((await a.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await a.get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await createAgent(t.app).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for GET /api/nothing-here');
  });
});

import { describe, expect, it } from 'vitest';
import { tooManyStreamsMessage } from '../modules/realtime/realtime.routes';
import { createAgent, signIn, type Agent } from './agent';
import { cookieOf, openEventStream } from './event-stream-client';
import { useTestApp } from './harness';
import { useSecondServer } from './second-server';

const t = useTestApp({ EVENT_STREAMS_PER_USER: '3' });

const secondApp = useSecondServer(t, { EVENT_STREAMS_PER_USER: '3' });
const secondServer = async () => (await secondApp()).base;

async function signedIn(email: string, ip: string) {
  const agent = createAgent(t.app, { ip });
  const user = await signIn(agent, email, t.sink.mails);
  return { agent, user };
}

describe('a session that ends closes its event streams on every server', () => {
  it.each([
    ['logout', (a: Agent) => a.post('/api/logout')],
    ['sign out everywhere', (a: Agent) => a.post('/api/account/logout-all')],
    ['account deletion', (a: Agent) => a.request('DELETE', '/api/account', { confirm: 'gone@example.com' })],
  ])('%s', async (_, end) => {
    const base = await secondServer();
    const { agent } = await signedIn('gone@example.com', '10.3.0.1');
    const stream = await openEventStream(base, cookieOf(agent.jar));
    expect(stream.state.ready).toBe(true);
    expect((await end(agent)).statusCode).toBe(200);
    expect(await stream.until(() => stream.state.ended)).toBe(true);
    await stream.close();
  });

  it('when an admin ends them, and only for that user', async () => {
    const base = await secondServer();
    const { agent: admin } = await signedIn('admin@example.com', '10.3.0.2');
    const { agent: ann, user } = await signedIn('ann@example.com', '10.3.0.3');
    const { agent: bob } = await signedIn('bob@example.com', '10.3.0.4');
    const annStream = await openEventStream(base, cookieOf(ann.jar));
    const bobStream = await openEventStream(base, cookieOf(bob.jar));
    // An id in capitals names the same user.
    expect((await admin.post(`/api/admin/users/${user.id.toUpperCase()}/end-sessions`)).statusCode).toBe(200);
    expect(await annStream.until(() => annStream.state.ended)).toBe(true);
    // Bob's change travels after the admin's order: his stream still carries it, so the order left it open.
    await bob.post('/api/documents', { title: 'Still here', type: 'explore' });
    expect(await bobStream.until(() => bobStream.events.length > 0)).toBe(true);
    expect(bobStream.events.map((e) => e.title)).toEqual(['Still here']);
    expect(bobStream.state.ended).toBe(false);
    await annStream.close();
    await bobStream.close();
  });

  it("logging out of one browser leaves the user's other sessions streaming", async () => {
    const base = await secondServer();
    const { agent: laptop } = await signedIn('two@example.com', '10.3.0.5');
    const phone = createAgent(t.app, { ip: '10.3.0.6' });
    await signIn(phone, 'two@example.com', t.sink.mails);
    const phoneStream = await openEventStream(base, cookieOf(phone.jar));
    expect((await laptop.post('/api/logout')).statusCode).toBe(200);
    // The phone's change travels after the news of the logout: its stream still carries it.
    await phone.post('/api/documents', { title: 'From the phone', type: 'explore' });
    expect(await phoneStream.until(() => phoneStream.events.length > 0)).toBe(true);
    expect(phoneStream.events.map((e) => e.title)).toEqual(['From the phone']);
    expect(phoneStream.state.ended).toBe(false);
    await phoneStream.close();
  });
});

describe('admin rights', () => {
  it('an id in capitals cannot get around the guard on revoking your own rights', async () => {
    const { agent: admin, user } = await signedIn('admin@example.com', '10.3.1.1');
    for (const id of [user.id, user.id.toUpperCase(), ` ${user.id} `]) {
      const res = await admin.request('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { isAdmin: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot revoke your own admin rights');
    }
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('a demoted admin loses access at once, even when demoted by an id in capitals', async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.3.1.2');
    const { agent: other, user } = await signedIn('other@example.com', '10.3.1.3');
    expect((await admin.request('PATCH', `/api/admin/users/${user.id}`, { isAdmin: true })).statusCode).toBe(200);
    expect((await other.get('/api/admin/users')).statusCode).toBe(200);
    expect((await admin.request('PATCH', `/api/admin/users/${user.id.toUpperCase()}`, { isAdmin: false })).statusCode).toBe(200);
    expect((await other.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('an empty change answers 400 and changes nothing', async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.3.1.4');
    const { user } = await signedIn('plain@example.com', '10.3.1.5');
    const res = await admin.request('PATCH', `/api/admin/users/${user.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to change: send isAdmin or plan');
  });
});

describe('open event streams per user', () => {
  it('refuses a stream past the limit with 429, and frees a place when one closes', async () => {
    const base = await secondServer();
    const { agent } = await signedIn('tabs@example.com', '10.3.2.1');
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(base, cookieOf(agent.jar))));
    const refused = await fetch(`${base}/api/events`, { headers: { cookie: cookieOf(agent.jar), connection: 'close' } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(tooManyStreamsMessage(3));
    await streams[0]?.close();
    const again = await openEventStream(base, cookieOf(agent.jar));
    expect(await again.until(() => again.state.ready)).toBe(true);
    for (const s of [...streams.slice(1), again]) await s.close();
  });
});

describe('caching', () => {
  it('marks authenticated API answers no-store', async () => {
    const { agent } = await signedIn('cache@example.com', '10.3.3.1');
    for (const url of ['/api/user', '/api/documents', '/api/account/usage']) {
      expect((await agent.get(url)).headers['cache-control']).toBe('no-store');
    }
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../db/postgres-database';
import { MEMO_TTL_MS } from '../lib/memo';
import { createAgent, signIn } from './agent';
import { conditions, cookieOf } from './event-stream-client';
import { useTestApp } from './harness';
import { useSecondServer } from './second-server';

const t = useTestApp();
const second = useSecondServer(t);

/**
 * Both servers keep session lookups in memory. A change made through one server (A, the test app)
 * is forgotten there before it answers, and on the other (B) once the event bus brings the news:
 * B is asked once it has heard of the change (its cache hears first: it watched before the test).
 */
/** How many times B has heard of each user's sign-in or change. */
const heardOnB = new Map<string, number>();
const news = conditions();
let listeningOnB = false;

/** Until B has heard of the user more than `times` times. */
const bHears = (userId: string, times: number) => news.until(() => (heardOnB.get(userId) ?? 0) > times);

/** Signs in on A, and waits until B has heard of it, so that B's next lookup is kept. */
async function signedIn(email: string, ip: string) {
  const b = await second();
  if (!listeningOnB)
    b.ctx.events.watchAccounts({
      changed: (id) => {
        heardOnB.set(id, (heardOnB.get(id) ?? 0) + 1);
        news.changed();
      },
      listening: () => {},
    });
  listeningOnB = true;
  const agent = createAgent(t.app, { ip });
  const user = await signIn(agent, email, t.sink.mails);
  await bHears(user.id, 0);
  return { agent, user, cookie: cookieOf(agent.jar) };
}

const onA = async (cookie: string, url = '/api/user') => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
const onB = async (cookie: string, url = '/api/user') => {
  const b = await second();
  return b.app.inject({ method: 'GET', url, headers: { cookie } });
};

/** B's answer once it has heard of what `change` did to the user. */
async function bAfter(userId: string, change: () => Promise<{ statusCode: number }>, cookie: string, url = '/api/user') {
  const before = heardOnB.get(userId) ?? 0;
  expect((await change()).statusCode).toBe(200);
  await bHears(userId, before);
  return (await onB(cookie, url)).statusCode;
}

describe('session lookups kept in memory on two servers', () => {
  it('signing out on one server ends the session on the other', async () => {
    const { agent, user, cookie } = await signedIn('leaver@example.com', '10.4.0.1');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect(await bAfter(user.id, () => agent.post('/api/logout'), cookie)).toBe(401);
    expect(await onA(cookie)).toBe(401);
  });

  it("an admin ending a user's sessions on one server ends them on the other, and only theirs", async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.4.0.2');
    const { user, cookie } = await signedIn('ann@example.com', '10.4.0.3');
    const { cookie: bob } = await signedIn('bob@example.com', '10.4.0.4');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect((await onB(bob)).statusCode).toBe(200);
    expect(await bAfter(user.id, () => admin.post(`/api/admin/users/${user.id}/end-sessions`), cookie)).toBe(401);
    expect(await onA(cookie)).toBe(401);
    // B has heard of Ann's sessions ending: Bob's lookup stands.
    expect((await onB(bob)).statusCode).toBe(200);
  });

  it("an admin's change of a user's rights and plan on one server is seen on the other", async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.4.0.5');
    const { user, cookie } = await signedIn('promoted@example.com', '10.4.0.6');
    expect((await onB(cookie, '/api/admin/users')).statusCode).toBe(403);
    const change = (body: object) => () => admin.request('PATCH', `/api/admin/users/${user.id}`, body);
    expect(await bAfter(user.id, change({ isAdmin: true }), cookie, '/api/admin/users')).toBe(200);
    expect(await bAfter(user.id, change({ isAdmin: false, plan: 'pro' }), cookie, '/api/admin/users')).toBe(403);
    expect((await onB(cookie)).json()).toMatchObject({ isAdmin: false, plan: 'pro' });
  });

  it('deleting the account on one server ends its session on the other', async () => {
    const { agent, user, cookie } = await signedIn('gone@example.com', '10.4.0.7');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect(await bAfter(user.id, () => agent.request('DELETE', '/api/account', { confirm: 'gone@example.com' }), cookie)).toBe(401);
    expect(await onA(cookie)).toBe(401);
  });

  it('a change nobody announced shows once the lookup expires', async () => {
    const { user, cookie } = await signedIn('quiet@example.com', '10.4.0.8');
    expect((await onB(cookie)).statusCode).toBe(200);
    // Deleted behind the app's back: no server hears of it, and B answers from memory...
    await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    expect((await onB(cookie)).statusCode).toBe(200);
    // ...until its entry expires.
    t.clock.advance(MEMO_TTL_MS);
    expect((await onB(cookie)).statusCode).toBe(401);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a server whose listening connection is lost reads every session from the database until it listens again',
    async () => {
      const b = await second();
      const states: boolean[] = [];
      const told = conditions();
      b.ctx.events.watchAccounts({
        changed: () => {},
        listening: (on) => {
          states.push(on);
          told.changed();
        },
      });
      const { user, cookie } = await signedIn('cut@example.com', '10.4.0.9');
      expect((await onB(cookie)).statusCode).toBe(200);
      // Both servers' listening connections are cut: notifications sent now would be missed.
      await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${LISTEN_APPLICATION_NAME}`,
      );
      await told.until(() => states.includes(false));
      // A session ended while nobody listens is not answered from memory.
      await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
      expect((await onB(cookie)).statusCode).toBe(401);
      // Listening again after a second; lookups are kept again from then on.
      await told.until(() => states.at(-1) === true);
      expect(states.slice(-2)).toEqual([false, true]);
      const { user: next, cookie: later } = await signedIn('later@example.com', '10.4.0.10');
      expect((await onB(later)).statusCode).toBe(200);
      await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${next.id}`);
      expect((await onB(later)).statusCode).toBe(200);
    },
    10_000,
  );
});

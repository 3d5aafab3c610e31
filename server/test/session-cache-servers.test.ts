import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listenName } from '../db/postgres-database';
import { EVENTS_CHANNEL } from '../realtime/event-bus';
import { MEMO_TTL_MS } from '../lib/memo';
import { createAgent, signIn } from './agent';
import { conditions, cookieOf, settled } from './event-stream-client';
import { useTestApp } from './harness';
import { useLateSecondServer } from './late-server';

const t = useTestApp();
/** While `late.holding`, the second server hears nothing: notifications wait, as on a busy server. */
const { second, late, release } = useLateSecondServer(t);

/**
 * Both servers keep session lookups in memory. A change made through one server (A, the test app)
 * answers only once the other (B) has forgotten what it kept of the user: B is asked at once.
 */
async function signedIn(email: string, ip: string) {
  await second();
  const agent = createAgent(t.app, { ip });
  const user = await signIn(agent, email, t.sink.mails);
  return { agent, user, cookie: cookieOf(agent.jar) };
}

const onA = async (cookie: string, url = '/api/user') => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
const onB = async (cookie: string, url = '/api/user') => {
  const b = await second();
  return b.app.inject({ method: 'GET', url, headers: { cookie } });
};

/**
 * B's answer right after `change` answered on A. B hears late: A must not answer before B has heard
 * (and forgotten), however long that takes.
 */
async function bAfter(change: () => Promise<{ statusCode: number }>, cookie: string, url = '/api/user') {
  late.holding = true;
  const answer = change();
  await late.news.until(() => late.held.length > 0);
  expect(await settled(answer)).toBe(false);
  release();
  expect((await answer).statusCode).toBe(200);
  return (await onB(cookie, url)).statusCode;
}

describe('session lookups kept in memory on two servers', () => {
  it('signing out on one server ends the session on the other', async () => {
    const { agent, cookie } = await signedIn('leaver@example.com', '10.4.0.1');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect(await bAfter(() => agent.post('/api/logout'), cookie)).toBe(401);
    expect(await onA(cookie)).toBe(401);
  });

  it("an admin ending a user's sessions on one server ends them on the other, and only theirs", async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.4.0.2');
    const { user, cookie } = await signedIn('ann@example.com', '10.4.0.3');
    const { cookie: bob } = await signedIn('bob@example.com', '10.4.0.4');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect((await onB(bob)).statusCode).toBe(200);
    expect(await bAfter(() => admin.post(`/api/admin/users/${user.id}/end-sessions`), cookie)).toBe(401);
    expect(await onA(cookie)).toBe(401);
    // B has heard of Ann's sessions ending: Bob's lookup stands.
    expect((await onB(bob)).statusCode).toBe(200);
  });

  it("an admin's change of a user's rights and plan on one server is seen on the other", async () => {
    const { agent: admin } = await signedIn('admin@example.com', '10.4.0.5');
    const { user, cookie } = await signedIn('promoted@example.com', '10.4.0.6');
    expect((await onB(cookie, '/api/admin/users')).statusCode).toBe(403);
    const change = (body: object) => () => admin.request('PATCH', `/api/admin/users/${user.id}`, body);
    expect(await bAfter(change({ isAdmin: true }), cookie, '/api/admin/users')).toBe(200);
    expect(await bAfter(change({ isAdmin: false, plan: 'pro' }), cookie, '/api/admin/users')).toBe(403);
    expect((await onB(cookie)).json()).toMatchObject({ isAdmin: false, plan: 'pro' });
  });

  it('deleting the account on one server ends its session on the other', async () => {
    const { agent, cookie } = await signedIn('gone@example.com', '10.4.0.7');
    expect((await onB(cookie)).statusCode).toBe(200);
    expect(await bAfter(() => agent.request('DELETE', '/api/account', { confirm: 'gone@example.com' }), cookie)).toBe(401);
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
      let aListens = true;
      const told = conditions();
      b.ctx.events.watchAccounts({
        changed: () => {},
        listening: (on) => {
          states.push(on);
          told.changed();
        },
      });
      t.ctx.events.watchAccounts({
        changed: () => {},
        listening: (on) => {
          aListens = on;
          told.changed();
        },
      });
      const { user, cookie } = await signedIn('cut@example.com', '10.4.0.9');
      expect((await onB(cookie)).statusCode).toBe(200);
      // Both servers' listening connections are cut: notifications sent now would be missed.
      await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name LIKE ${`${listenName(EVENTS_CHANNEL, '')}%`}`,
      );
      await told.until(() => states.includes(false));
      // A session ended while nobody listens is not answered from memory.
      await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
      expect((await onB(cookie)).statusCode).toBe(401);
      // Listening again after a second; lookups are kept again from then on.
      await told.until(() => states.at(-1) === true && aListens);
      expect(states.slice(-2)).toEqual([false, true]);
      const { user: next, cookie: later } = await signedIn('later@example.com', '10.4.0.10');
      expect((await onB(later)).statusCode).toBe(200);
      await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${next.id}`);
      expect((await onB(later)).statusCode).toBe(200);
    },
    10_000,
  );
});

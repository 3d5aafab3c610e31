import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, Listener, ListenState } from '../db/database';
import { MEMO_TTL_MS } from '../lib/memo';
import { settled } from '../test/event-stream-client';
import { createEventBus } from './event-bus';

/**
 * A database whose notifications the test delivers by hand, as if from another server; `others`
 * are the other servers listening, and `failing` makes every notification fail.
 */
function fakeDatabase() {
  const sent: string[] = [];
  let deliver: Listener = () => {};
  let report: ListenState = () => {};
  const state = { self: '', others: [] as string[], failing: false };
  const database = {
    kind: 'postgres',
    async listen(_channel: string, listener: Listener, options: { server: string; onState?: ListenState }) {
      deliver = listener;
      report = options.onState ?? (() => {});
      state.self = options.server;
      return async () => {};
    },
    async notify(_channel: string, payload: string) {
      if (state.failing) throw new Error('connection lost');
      sent.push(payload);
    },
    listeners: async () => [state.self, ...state.others],
  } as unknown as Database;
  return { database, sent, state, deliver: (payload: object) => deliver(JSON.stringify(payload)), report: (on: boolean) => report(on) };
}

async function busWithWatchers() {
  const db = fakeDatabase();
  const warnings: string[] = [];
  const bus = await createEventBus(db.database, { warn: (_obj, msg) => void warnings.push(msg) });
  const accounts: string[] = [];
  const states: boolean[] = [];
  const changes: string[] = [];
  const changeStates: boolean[] = [];
  bus.watchAccounts({ changed: (id) => void accounts.push(id), listening: (on) => void states.push(on) });
  bus.watchChanges({ changed: (id) => void changes.push(id), listening: (on) => void changeStates.push(on) });
  return { ...db, bus, accounts, states, changes, changeStates, warnings };
}

describe('event bus: accounts', () => {
  it('tells this server at once, before the notification leaves, and then every server', async () => {
    const { bus, sent, accounts } = await busWithWatchers();
    const ending = bus.endSessions('ann', 's1');
    const changing = bus.accountChanged('bob');
    expect(accounts).toEqual(['ann', 'bob']);
    await Promise.all([ending, changing]);
    expect(sent.map((p) => JSON.parse(p))).toEqual([
      { userId: 'ann', sessionEnded: 's1' },
      { userId: 'bob', accountChanged: true },
    ]);
  });

  it("hears another server's ended sessions and account changes, apart from data changes", async () => {
    const { deliver, accounts, changes } = await busWithWatchers();
    deliver({ userId: 'ann', sessionEnded: '*' });
    deliver({ userId: 'bob', accountChanged: true });
    deliver({ userId: 'cid', type: 'documents' });
    expect(accounts).toEqual(['ann', 'bob']);
    expect(changes).toEqual(['cid']);
  });

  it('says whether it is listening: at once, then whenever the connection is lost or back', async () => {
    const { report, states, changeStates } = await busWithWatchers();
    report(false);
    report(true);
    expect(states).toEqual([true, false, true]);
    expect(changeStates).toEqual([true, false, true]);
  });
});

describe('event bus: account news is acknowledged by every other server before it answers', () => {
  afterEach(() => void vi.useRealTimers());

  it('answers once every other listening server has acknowledged it', async () => {
    const { bus, sent, state, deliver } = await busWithWatchers();
    state.others = ['b', 'c'];
    const ending = bus.endSessions('ann');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const news = JSON.parse(sent[0]!) as { ack: string; from: string };
    expect(news).toMatchObject({ userId: 'ann', sessionEnded: '*', from: state.self });
    deliver({ acked: news.ack, server: 'b' });
    expect(await settled(ending)).toBe(false);
    deliver({ acked: 'some other news', server: 'c' });
    expect(await settled(ending)).toBe(false);
    deliver({ acked: news.ack, server: 'c' });
    expect(await settled(ending)).toBe(true);
  });

  it('acknowledges news from another server once its watchers have forgotten, and not its own', async () => {
    const { sent, state, deliver, accounts } = await busWithWatchers();
    deliver({ userId: 'ann', accountChanged: true, ack: 'b.1', from: 'b' });
    expect(accounts).toEqual(['ann']);
    deliver({ userId: 'bob', sessionEnded: 's1', ack: `${state.self}.1`, from: state.self });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!)).toEqual({ acked: 'b.1', server: state.self });
  });

  it('alone, answers without asking anyone', async () => {
    const { bus, sent } = await busWithWatchers();
    await bus.accountChanged('ann');
    expect(JSON.parse(sent[0]!)).toEqual({ userId: 'ann', accountChanged: true });
  });

  it('when a server stays silent or the news cannot leave, answers once lookups kept before it have expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { bus, state, warnings } = await busWithWatchers();
    state.others = ['b'];
    const silent = bus.accountChanged('ann');
    await vi.advanceTimersByTimeAsync(MEMO_TTL_MS - 1);
    expect(await settled(silent)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(silent)).toBe(true);
    state.failing = true;
    const lost = bus.endSessions('bob');
    await vi.advanceTimersByTimeAsync(MEMO_TTL_MS - 1);
    expect(await settled(lost)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(lost)).toBe(true);
    expect(warnings).toContain('account news went unacknowledged; waited until session lookups expired');
  });
});

import { describe, expect, it } from 'vitest';
import type { Database, Listener, ListenState } from '../db/database';
import { createEventBus } from './event-bus';

/** A database whose notifications the test delivers by hand, as if from another server. */
function fakeDatabase() {
  const sent: string[] = [];
  let deliver: Listener = () => {};
  let report: ListenState = () => {};
  const database = {
    kind: 'postgres',
    async listen(_channel: string, listener: Listener, onState?: ListenState) {
      deliver = listener;
      report = onState ?? (() => {});
      return async () => {};
    },
    async notify(_channel: string, payload: string) {
      sent.push(payload);
    },
  } as unknown as Database;
  return { database, sent, deliver: (payload: object) => deliver(JSON.stringify(payload)), report: (on: boolean) => report(on) };
}

const quiet = { warn: () => {} };

async function busWithWatchers() {
  const db = fakeDatabase();
  const bus = await createEventBus(db.database, quiet);
  const accounts: string[] = [];
  const states: boolean[] = [];
  const changes: string[] = [];
  const changeStates: boolean[] = [];
  bus.watchAccounts({ changed: (id) => void accounts.push(id), listening: (on) => void states.push(on) });
  bus.watchChanges({ changed: (id) => void changes.push(id), listening: (on) => void changeStates.push(on) });
  return { ...db, bus, accounts, states, changes, changeStates };
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

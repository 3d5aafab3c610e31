import type { LiveEvent } from '../../common/events';
import type { Database } from '../db/database';

export const EVENTS_CHANNEL = 'northstar_events';

/**
 * On the wire: a change of a user's data, the end of one of their sessions ('*': all of them), or a
 * change of their account row (admin rights, plan, sign-in).
 */
type Envelope = (LiveEvent & { userId: string }) | { userId: string; sessionEnded: string } | { userId: string; accountChanged: true };

export type Subscriber = {
  change(event: LiveEvent): void;
  /** A session of the user ended: its id, or null when all of them did. */
  sessionEnded(sessionId: string | null): void;
};

export type EventBus = {
  /** Tells every app server (through PostgreSQL NOTIFY; in process with PGlite) that a user's data changed. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /**
   * Tells every app server that a session of the user ended (all of them without an id): this
   * server's account watchers hear it at once, the others' when the notification arrives.
   */
  endSessions(userId: string, sessionId?: string): Promise<void>;
  /** Tells every app server (this one at once) that the user's account row changed. */
  accountChanged(userId: string): Promise<void>;
  /** Receives the events of one user; the answer unsubscribes. */
  subscribe(userId: string, subscriber: Subscriber): () => void;
  /**
   * Hears that some user's data changed, from this server at once (before the notification leaves)
   * and from every other server when its notification arrives; and whether notifications are arriving.
   */
  watchChanges(watcher: Watcher): void;
  /** Hears of ended sessions and account changes, and whether notifications are arriving. */
  watchAccounts(watcher: Watcher): void;
  close(): Promise<void>;
};

/** What remembers something of users and must hear when it goes out of date. */
export type Watcher = {
  /** Something of the user changed: what is remembered of them is out of date. */
  changed(userId: string): void;
  /**
   * Told at once, then on every change: false once notifications from other servers may be missed
   * (the listening connection is lost); true once they arrive again.
   */
  listening(on: boolean): void;
};

/**
 * Fan-out through LISTEN/NOTIFY: one LISTEN per app server, then an in-process map from user to
 * open streams, so a thousand streams cost one database connection.
 */
export async function createEventBus(database: Database, log: { warn(obj: unknown, msg: string): void }): Promise<EventBus> {
  const subscribers = new Map<string, Set<Subscriber>>();
  const watchers = new Set<Watcher>();
  const accountWatchers = new Set<Watcher>();
  const changed = (userId: string) => {
    for (const watcher of watchers) watcher.changed(userId);
  };
  const accountChanged = (userId: string) => {
    for (const watcher of accountWatchers) watcher.changed(userId);
  };
  let listening = false;
  const onState = (on: boolean) => {
    if (!on) log.warn({}, 'live events: the listening connection is lost; listening again');
    listening = on;
    for (const watcher of [...watchers, ...accountWatchers]) watcher.listening(on);
  };
  const onPayload = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if ('accountChanged' in envelope) return accountChanged(envelope.userId);
    if ('sessionEnded' in envelope) accountChanged(envelope.userId);
    else changed(envelope.userId);
    const listeners = subscribers.get(envelope.userId);
    if (!listeners) return;
    if ('sessionEnded' in envelope) {
      const ended = envelope.sessionEnded === '*' ? null : envelope.sessionEnded;
      for (const subscriber of [...listeners]) subscriber.sessionEnded(ended);
      return;
    }
    const { userId: _, ...event } = envelope;
    for (const subscriber of listeners) subscriber.change(event);
  };
  const stop = await database.listen(EVENTS_CHANNEL, onPayload, onState);
  listening = true;
  /** Adds a watcher to `set`, telling it at once whether notifications are arriving. */
  const watchWith = (set: Set<Watcher>) => (watcher: Watcher) => {
    set.add(watcher);
    watcher.listening(listening);
  };
  // Notifications leave one after another, in the order they were published: a document's update
  // and the version it made reach every tab in that order, whatever connection each would have taken.
  let previous: Promise<void> = Promise.resolve();
  const send = (envelope: Envelope) => (previous = previous.then(() => notify(envelope)));
  const notify = async (envelope: Envelope) => {
    try {
      await database.notify(EVENTS_CHANNEL, JSON.stringify(envelope));
    } catch (err) {
      // A lost change only delays other tabs until their next refetch; a lost session end leaves a
      // stream open until its next heartbeat finds the session gone, and the other servers' session
      // lookups in memory answer until they expire (seconds). The write itself stands.
      log.warn({ err }, 'could not publish a live event');
    }
  };
  return {
    publish: (userId, event) => {
      changed(userId);
      return send({ userId, ...event });
    },
    endSessions: (userId, sessionId) => {
      accountChanged(userId);
      return send({ userId, sessionEnded: sessionId ?? '*' });
    },
    accountChanged: (userId) => {
      accountChanged(userId);
      return send({ userId, accountChanged: true });
    },
    subscribe(userId, subscriber) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    watchChanges: watchWith(watchers),
    watchAccounts: watchWith(accountWatchers),
    close: stop,
  };
}

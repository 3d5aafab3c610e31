import type { LiveEvent } from '../../common/events';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'northstar_events';

/** On the wire: a change of a user's data, or the end of one of their sessions ('*': all of them). */
type Envelope = (LiveEvent & { userId: string }) | { userId: string; sessionEnded: string };

export type Subscriber = {
  change(event: LiveEvent): void;
  /** A session of the user ended: its id, or null when all of them did. */
  sessionEnded(sessionId: string | null): void;
};

export type EventBus = {
  /** Tells every app server (through PostgreSQL NOTIFY; in process with PGlite) that a user's data changed. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /** Tells every app server that a session of the user ended (all of them without an id). */
  endSessions(userId: string, sessionId?: string): Promise<void>;
  /** Receives the events of one user; the answer unsubscribes. */
  subscribe(userId: string, subscriber: Subscriber): () => void;
  /**
   * Hears that some user's data changed, from this server at once (before the notification leaves)
   * and from every other server when its notification arrives.
   */
  watchChanges(watcher: (userId: string) => void): void;
  close(): Promise<void>;
};

/**
 * Fan-out through LISTEN/NOTIFY: one LISTEN per app server, then an in-process map from user to
 * open streams, so a thousand streams cost one database connection.
 */
export async function createEventBus(database: Database, log: { warn(obj: unknown, msg: string): void }): Promise<EventBus> {
  const subscribers = new Map<string, Set<Subscriber>>();
  const watchers = new Set<(userId: string) => void>();
  const changed = (userId: string) => {
    for (const watcher of watchers) watcher(userId);
  };
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (!('sessionEnded' in envelope)) changed(envelope.userId);
    const listeners = subscribers.get(envelope.userId);
    if (!listeners) return;
    if ('sessionEnded' in envelope) {
      const ended = envelope.sessionEnded === '*' ? null : envelope.sessionEnded;
      for (const subscriber of [...listeners]) subscriber.sessionEnded(ended);
      return;
    }
    const { userId: _, ...event } = envelope;
    for (const subscriber of listeners) subscriber.change(event);
  });
  const send = async (envelope: Envelope) => {
    try {
      await database.notify(EVENTS_CHANNEL, JSON.stringify(envelope));
    } catch (err) {
      // A lost change only delays other tabs until their next refetch; a lost session end leaves a
      // stream open until its next heartbeat finds the session gone. The write itself stands.
      log.warn({ err }, 'could not publish a live event');
    }
  };
  return {
    publish: (userId, event) => {
      changed(userId);
      return send({ userId, ...event });
    },
    endSessions: (userId, sessionId) => send({ userId, sessionEnded: sessionId ?? '*' }),
    subscribe(userId, subscriber) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    watchChanges: (watcher) => void watchers.add(watcher),
    close: stop,
  };
}

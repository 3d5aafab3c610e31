import type { LiveEvent } from '../../common/events';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'northstar_events';

type Envelope = LiveEvent & { userId: string };
type Subscriber = (event: LiveEvent) => void;

export type EventBus = {
  /** Tells every app server (through PostgreSQL NOTIFY; in process with PGlite) that a user's data changed. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /** Receives the events of one user; the answer unsubscribes. */
  subscribe(userId: string, subscriber: Subscriber): () => void;
  close(): Promise<void>;
};

/**
 * Fan-out through LISTEN/NOTIFY: one LISTEN per app server, then an in-process map from user to
 * open streams, so a thousand streams cost one database connection.
 */
export async function createEventBus(database: Database, log: { warn(obj: unknown, msg: string): void }): Promise<EventBus> {
  const subscribers = new Map<string, Set<Subscriber>>();
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const { userId, ...event } = envelope;
    for (const subscriber of subscribers.get(userId) ?? []) subscriber(event);
  });
  return {
    async publish(userId, event) {
      try {
        await database.notify(EVENTS_CHANNEL, JSON.stringify({ userId, ...event }));
      } catch (err) {
        // A lost notification only delays other tabs until their next refetch; the write itself stands.
        log.warn({ err }, 'could not publish a live event');
      }
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
    close: stop,
  };
}

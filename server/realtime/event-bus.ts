import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '../../common/events';
import type { Database } from '../db/database';
import { addToGroup } from '../lib/grouped';
import { MEMO_TTL_MS } from '../lib/memo';
import { createRelays, type RelayEnvelope, type RelayHandler } from './relay';

export const EVENTS_CHANNEL = 'northstar_events';

/** Account news asks every other server to acknowledge it: `ack` names the news, `from` its sender. */
type AckRequest = { ack?: string; from?: string };

/**
 * On the wire: a change of a user's data; the end of one of their sessions ('*': all of them) or a
 * change of their account row (admin rights, plan, sign-in, deletion); or a server's acknowledgement
 * that it has heard account news.
 */
type Envelope =
  | (LiveEvent & { userId: string })
  | ({ userId: string; sessionEnded: string } & AckRequest)
  | ({ userId: string; accountChanged: true } & AckRequest)
  | { acked: string; server: string }
  | RelayEnvelope;
type AccountNews = Extract<Envelope, { userId: string } & AckRequest>;

export type Subscriber = {
  change(event: LiveEvent): void;
  /** A session of the user ended: its id, or null when all of them did. */
  sessionEnded(sessionId: string | null): void;
};

export type EventBus = {
  /** Tells every app server (through PostgreSQL NOTIFY; in process with PGlite) that a user's data changed. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  /**
   * Tells every app server that a session of the user ended (all of them without an id). This
   * server's account watchers hear it at once; the answer comes once every other listening server has
   * acknowledged hearing it (see `announce`).
   */
  endSessions(userId: string, sessionId?: string): Promise<void>;
  /** Tells every app server that the user's account row changed, as `endSessions` does. */
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
  /** This app server's name among the listeners. */
  server: string;
  /**
   * Sends a message to the other app servers' `onRelay` handlers of `topic` (not to this one),
   * in publish order, cut in parts when it passes NOTIFY's payload limit; the answer says whether it left.
   */
  relay(topic: string, message: unknown): Promise<boolean>;
  /** Hears what other app servers relay on `topic`; the answer stops hearing it. */
  onRelay(topic: string, handler: RelayHandler): () => void;
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
  /** This server's name among the listeners. */
  const server = randomBytes(8).toString('hex');
  /** Account news this server sent, by name: the servers yet to acknowledge it, and its waiter. */
  const unacknowledged = new Map<string, { servers: Set<string>; heard(): void }>();
  let newsCount = 0;
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
    if ('relay' in envelope) return relays.receive(envelope);
    if ('acked' in envelope) return acknowledged(envelope.acked, envelope.server);
    if ('accountChanged' in envelope || 'sessionEnded' in envelope) {
      accountChanged(envelope.userId);
      if (envelope.ack && envelope.from !== server) void send({ acked: envelope.ack, server });
      if ('accountChanged' in envelope) return;
    } else changed(envelope.userId);
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
  const acknowledged = (news: string, by: string) => {
    const waiting = unacknowledged.get(news);
    waiting?.servers.delete(by);
    if (waiting?.servers.size === 0) waiting.heard();
  };
  const relays = createRelays(server, (envelope) => send(envelope));
  const stop = await database.listen(EVENTS_CHANNEL, onPayload, { server, onState });
  listening = true;
  /** Adds a watcher to `set`, telling it at once whether notifications are arriving. */
  const watchWith = (set: Set<Watcher>) => (watcher: Watcher) => {
    set.add(watcher);
    watcher.listening(listening);
  };
  // Notifications leave one after another, in the order they were published: a document's update
  // and the version it made reach every tab in that order, whatever connection each would have taken.
  let previous: Promise<void> = Promise.resolve();
  /** Sends in publish order; the answer says whether the notification left. */
  const send = (envelope: Envelope): Promise<boolean> => {
    const sent = previous.then(() => notify(envelope));
    previous = sent.then(() => {});
    return sent;
  };
  const notify = async (envelope: Envelope) => {
    try {
      await database.notify(EVENTS_CHANNEL, JSON.stringify(envelope));
      return true;
    } catch (err) {
      // A lost change only delays other tabs until their next refetch; a lost session end leaves a
      // stream open until its next heartbeat finds the session gone. The write itself stands.
      log.warn({ err }, 'could not publish a live event');
      return false;
    }
  };
  /**
   * Account news answers once no server can answer from a session lookup made before it: this
   * server forgets at once, and every other server listening now acknowledges once it has forgotten.
   * Should the news not leave, or a server not answer, it waits until every lookup kept before the
   * news has expired (`MEMO_TTL_MS`). A server that starts listening later kept nothing from before.
   */
  const announce = async (news: AccountNews) => {
    const since = performance.now();
    accountChanged(news.userId);
    const others = await database.listeners(EVENTS_CHANNEL).then(
      (names) => names.filter((name) => name !== server),
      () => null,
    );
    if (others?.length === 0) return void (await send(news));
    const ack = `${server}.${(newsCount += 1)}`;
    const heard = new Promise<boolean>((resolve) => {
      unacknowledged.set(ack, { servers: new Set(others ?? ['?']), heard: () => resolve(true) });
    });
    const sent = others !== null && (await send({ ...news, ack, from: server }));
    const expired = new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, since + MEMO_TTL_MS - performance.now())));
    const acknowledgedByAll = sent && (await Promise.race([heard, expired]));
    if (!acknowledgedByAll) {
      await expired;
      log.warn(
        { servers: [...(unacknowledged.get(ack)?.servers ?? [])] },
        'account news went unacknowledged; waited until session lookups expired',
      );
    }
    unacknowledged.delete(ack);
  };
  return {
    publish: async (userId, event) => {
      changed(userId);
      await send({ userId, ...event });
    },
    endSessions: (userId, sessionId) => announce({ userId, sessionEnded: sessionId ?? '*' }),
    accountChanged: (userId) => announce({ userId, accountChanged: true }),
    subscribe: (userId, subscriber) => addToGroup(subscribers, userId, subscriber),
    watchChanges: watchWith(watchers),
    watchAccounts: watchWith(accountWatchers),
    server,
    relay: relays.relay,
    onRelay: relays.onRelay,
    close: stop,
  };
}

import { addToGroup } from '../lib/grouped';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A relayed message whose envelope would
 * pass `MAX_PAYLOAD_BYTES` goes as parts: its JSON's UTF-8 bytes cut in slices, each sent as base64
 * (no escaping, so the envelope's size is known), joined again by the receiving servers.
 */
export const MAX_PAYLOAD_BYTES = 7_500;
const PART_BYTES = 5_000;

/** One slice of a message: `part` names the message among its sender's, `index` of `count`. */
export type RelayPart = { part: number; index: number; count: number; base64: string };

/** The message's JSON cut into parts whose base64 fits the payload limit with room for the envelope. */
export function splitMessage(json: string, part: number): RelayPart[] {
  const bytes = Buffer.from(json, 'utf8');
  const count = Math.ceil(bytes.length / PART_BYTES);
  return Array.from({ length: count }, (_, index) => ({
    part,
    index,
    count,
    base64: bytes.subarray(index * PART_BYTES, (index + 1) * PART_BYTES).toString('base64'),
  }));
}

/**
 * Joins the parts each sender sent. A sender's parts come one after another in order, so at most one
 * message per sender is being joined; a part that does not follow it (one was lost) drops it.
 */
export function partJoiner() {
  const pending = new Map<string, { part: number; slices: Buffer[] }>();
  /** The whole message's JSON once its last part came, else null. */
  return (from: string, { part, index, count, base64 }: RelayPart): string | null => {
    const joining = index === 0 ? { part, slices: [] } : pending.get(from);
    if (!joining || joining.part !== part || joining.slices.length !== index) {
      pending.delete(from);
      return null;
    }
    joining.slices.push(Buffer.from(base64, 'base64'));
    if (index + 1 < count) {
      pending.set(from, joining);
      return null;
    }
    pending.delete(from);
    return Buffer.concat(joining.slices).toString('utf8');
  };
}

/** A message relayed between app servers, whole or as one of its parts. */
export type RelayEnvelope = { relay: string; from: string } & ({ message: unknown } | RelayPart);

export type RelayHandler = (message: unknown, from: string) => void;

/**
 * Messages between app servers on a topic, over the event bus's channel: `send` is the bus's ordered
 * NOTIFY; what this server relays is not heard by itself.
 */
export function createRelays(server: string, send: (envelope: RelayEnvelope) => Promise<boolean>) {
  const handlers = new Map<string, Set<RelayHandler>>();
  const join = partJoiner();
  let parts = 0;
  return {
    /** Sends `message` to the other servers' handlers of `topic`; the answer says whether all of it left. */
    relay(topic: string, message: unknown): Promise<boolean> {
      const whole = { relay: topic, from: server, message };
      const json = JSON.stringify(whole);
      if (Buffer.byteLength(json, 'utf8') <= MAX_PAYLOAD_BYTES) return send(whole);
      // Every part is queued at once: no other notification of this server comes between them.
      const sent = splitMessage(JSON.stringify(message), (parts += 1)).map((part) => send({ relay: topic, from: server, ...part }));
      return Promise.all(sent).then((results) => results.every(Boolean));
    },
    /** Hears what other servers relay on `topic`; the answer stops hearing it. */
    onRelay: (topic: string, handler: RelayHandler) => addToGroup(handlers, topic, handler),
    /** A relayed envelope arrived on the channel. */
    receive(envelope: RelayEnvelope) {
      if (envelope.from === server) return;
      const set = handlers.get(envelope.relay);
      let message: unknown;
      if ('message' in envelope) message = envelope.message;
      else {
        const json = join(envelope.from, envelope);
        if (json === null || !set) return;
        message = JSON.parse(json);
      }
      for (const handler of set ?? []) handler(message, envelope.from);
    },
  };
}

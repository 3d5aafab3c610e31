import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { EventBus } from '../../realtime/event-bus';

export const COLLAB_TOPIC = 'collab';

/**
 * What a change that came from another app server is applied as: this server neither stores nor relays
 * it (Hocuspocus 3 stores no change whose origin is its Redis extension's marker, which this reuses).
 */
export const FROM_OTHER_SERVER = '__hocuspocus__redis__origin__';

/**
 * Between app servers, over the event bus (PostgreSQL NOTIFY, cut in numbered parts past its size
 * limit): `u` a document's update, `a` an awareness update (presence and carets), `sv` a server that
 * opened the document asking the others for what it lacks (`ask`: and sending its own lack back).
 */
type Relayed =
  { t: 'u'; doc: string; data: string } | { t: 'a'; doc: string; data: string } | { t: 'sv'; doc: string; data: string; ask: boolean };

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (data: string) => new Uint8Array(Buffer.from(data, 'base64'));

/**
 * Spreads every open shared document's changes to the other app servers that have it open, and
 * catches a server up when it opens one another server holds unsaved changes of.
 */
export function relayExtension(bus: EventBus, hocuspocus: () => Hocuspocus): Extension & { stop(): void } {
  const send = (message: Relayed) => void bus.relay(COLLAB_TOPIC, message);
  const askFor = (doc: string, ydoc: Y.Doc, ask: boolean) => send({ t: 'sv', doc, data: b64(Y.encodeStateVector(ydoc)), ask });
  const stop = bus.onRelay(COLLAB_TOPIC, (raw) => {
    const message = raw as Relayed;
    const document = hocuspocus().documents.get(message.doc);
    if (!document) return;
    if (message.t === 'u') Y.applyUpdate(document, bytesOf(message.data), FROM_OTHER_SERVER);
    else if (message.t === 'a') applyAwarenessUpdate(document.awareness, bytesOf(message.data), FROM_OTHER_SERVER);
    else {
      const missing = Y.encodeStateAsUpdate(document, bytesOf(message.data));
      // An empty update is two bytes: nothing to send.
      if (missing.length > 2) send({ t: 'u', doc: message.doc, data: b64(missing) });
      if (message.ask) askFor(message.doc, document, false);
    }
  });
  return {
    extensionName: 'northstar-relay',
    stop,
    async afterLoadDocument({ documentName, document }) {
      // Hocuspocus 3 tells no origin to its awareness hook: the awareness is listened to directly.
      document.awareness.on('update', ({ added, updated, removed }: AwarenessChange, origin: unknown) => {
        if (origin === FROM_OTHER_SERVER) return;
        const changed = [...added, ...updated, ...removed];
        if (changed.length > 0) send({ t: 'a', doc: documentName, data: b64(encodeAwarenessUpdate(document.awareness, changed)) });
      });
      askFor(documentName, document, true);
    },
    async onChange({ documentName, update, transactionOrigin }) {
      if (transactionOrigin === FROM_OTHER_SERVER) return;
      send({ t: 'u', doc: documentName, data: b64(update) });
    },
  };
}

import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLAB_FIELD, COLLAB_PATH } from '../../common/collab';

/** How a Node co-editor's connection ended up: synced with the server, or refused. */
export type CollabClient = {
  provider: HocuspocusProvider;
  ydoc: Y.Doc;
  /** Resolves true once synced, false once refused. */
  opened: Promise<boolean>;
  /** The text as plain words (paragraphs joined by newlines). */
  text(): string;
  /** Types `words` as a new paragraph at the end. */
  type(words: string): void;
  /** Resolves once the server closed this document's connection or the socket. */
  closed: Promise<void>;
  destroy(): void;
};

/**
 * A co-editor in Node: the Hocuspocus provider (as the browser's editor uses it) over `ws`, signed in
 * with the session cookie on the upgrade request, editing the document's Yjs XML fragment directly.
 */
export function collabClient(base: string, documentId: string, cookie: string): CollabClient {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const ydoc = new Y.Doc();
  let opened!: (ok: boolean) => void;
  let closed!: () => void;
  const openedPromise = new Promise<boolean>((resolve) => (opened = resolve));
  const closedPromise = new Promise<void>((resolve) => (closed = resolve));
  const socket = new HocuspocusProviderWebsocket({ url: `${base.replace(/^http/, 'ws')}${COLLAB_PATH}`, WebSocketPolyfill: CookieSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentId,
    document: ydoc,
    token: 'cookie',
    onSynced: () => opened(true),
    onAuthenticationFailed: () => {
      opened(false);
      closed();
    },
    onClose: () => closed(),
    onDisconnect: () => closed(),
  });
  provider.attach();
  socket.on('close', () => closed());
  const fragment = ydoc.getXmlFragment(COLLAB_FIELD);
  return {
    provider,
    ydoc,
    opened: openedPromise,
    closed: closedPromise,
    text: () =>
      fragment
        .toArray()
        .map((node) =>
          node instanceof Y.XmlElement
            ? node
                .toArray()
                .map((child) => child.toString())
                .join('')
            : node.toString(),
        )
        .join('\n')
        .replace(/<[^>]+>/g, ''),
    type(words) {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(words)]);
      fragment.insert(fragment.length, [paragraph]);
    },
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

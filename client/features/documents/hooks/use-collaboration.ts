import { HocuspocusProvider } from '@hocuspocus/provider';
import type { Editor } from '@tiptap/react';
import { ySyncPlugin, yCursorPlugin, ySyncPluginKey, yCursorPluginKey } from '@tiptap/y-tiptap';
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { COLLAB_FIELD, COLLAB_PATH } from '@common/collab';

/** Someone else with the document open: their name and caret colour. */
export type Peer = { clientId: number; name: string; color: string };

const COLORS = ['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04', '#dc2626'];

/** A steady colour per user. */
export function colorOf(userId: string) {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length] as string;
}

/** A co-editor's caret: a coloured bar with their name above it. */
function caret(user: { name?: string; color?: string }) {
  const bar = document.createElement('span');
  bar.className = 'collab-caret';
  // Not part of the text: the browser's caret never lands in it (Ctrl+End goes past it, to the text's end).
  bar.contentEditable = 'false';
  bar.style.borderColor = user.color ?? COLORS[0]!;
  const label = document.createElement('span');
  label.className = 'collab-caret-label';
  label.style.backgroundColor = user.color ?? COLORS[0]!;
  label.textContent = user.name ?? 'Someone';
  // Word joiners either side keep the caret from breaking the line it sits in.
  bar.append('\u2060', label, '\u2060');
  return bar;
}

const peersOf = (provider: HocuspocusProvider): Peer[] =>
  [...provider.awareness!.getStates()]
    .filter(([clientId, state]) => clientId !== provider.document.clientID && state.user)
    .map(([clientId, state]) => ({ clientId, name: String(state.user.name), color: String(state.user.color) }));

/**
 * Live co-editing of an open document: the Hocuspocus provider on `COLLAB_PATH` (signed in by the
 * session cookie), joined once the document is saved. When its first sync arrives the editor is bound
 * to the shared text (Yjs) with named carets, and `live` turns true: the shared document is saved by
 * the server from then on. When it cannot connect (refused, no WebSocket) the editor stays as it
 * is, saved by its autosave. `beforeBinding` runs first (pending edits are sent, so the shared text
 * holds them).
 */
export function useCollaboration(
  editor: Editor,
  documentId: string | null,
  me: { id: string; name: string } | null,
  beforeBinding: () => Promise<unknown>,
  /** Told at once when the editor is bound to the shared text (true) and unbound (false), before any change it makes. */
  onLive: (live: boolean) => void,
) {
  const [live, setLive] = useState(false);
  const [peers, setPeers] = useState<Peer[]>([]);
  const latest = useRef({ beforeBinding, onLive });
  useEffect(() => {
    latest.current = { beforeBinding, onLive };
  });
  const myId = me?.id;
  const myName = me?.name;
  useEffect(() => {
    if (!documentId || !myId || typeof WebSocket === 'undefined') return;
    const ydoc = new Y.Doc();
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${COLLAB_PATH}`;
    const provider = new HocuspocusProvider({ url, name: documentId, document: ydoc, token: 'session' });
    const awareness = provider.awareness!;
    awareness.setLocalStateField('user', { name: myName, color: colorOf(myId) });
    let bound = false;
    let gone = false;
    const onPeers = () => setPeers(peersOf(provider));
    awareness.on('change', onPeers);
    provider.on('authenticationFailed', () => provider.destroy());
    provider.on('synced', async () => {
      if (bound || gone) return;
      bound = true;
      await latest.current.beforeBinding().catch(() => {});
      if (gone || editor.isDestroyed) return;
      latest.current.onLive(true);
      editor.registerPlugin(ySyncPlugin(ydoc.getXmlFragment(COLLAB_FIELD)));
      editor.registerPlugin(yCursorPlugin(awareness, { cursorBuilder: caret }));
      setLive(true);
    });
    return () => {
      gone = true;
      awareness.off('change', onPeers);
      latest.current.onLive(false);
      if (bound && !editor.isDestroyed) {
        editor.unregisterPlugin(yCursorPluginKey);
        editor.unregisterPlugin(ySyncPluginKey);
      }
      provider.destroy();
      ydoc.destroy();
      setLive(false);
      setPeers([]);
    };
  }, [editor, documentId, myId, myName]);
  return { live, peers };
}

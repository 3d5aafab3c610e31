/** The WebSocket address of live co-editing (Hocuspocus protocol; the document name is its id). */
export const COLLAB_PATH = '/api/collab';

/** The Yjs XML fragment the editor's text lives in (Tiptap's Collaboration default). */
export const COLLAB_FIELD = 'default';

/** Close reasons a client can tell apart. */
export const COLLAB_REFUSED = 'permission-denied';

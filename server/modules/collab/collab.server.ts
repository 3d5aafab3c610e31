import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Connection } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH } from '../../../common/collab';
import type { AppContext } from '../../lib/context';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { can } from '../../policies/can';
import type { Member } from '../../policies/policy';
import { resolveSession } from '../auth/auth.service';
import type { UserRow } from '../auth/auth.queries';
import * as documents from '../documents/documents.queries';
import { updateDocument } from '../documents/documents.service';
import { reindexDocument } from '../knowledge/knowledge.service';
import { withTeamAccess } from '../teams/teams.service';
import { htmlOf, putHtml } from './collab-html';
import { FROM_OTHER_SERVER, relayExtension } from './collab-relay';
import { openingState } from './collab-state';
import * as q from './collab.queries';

/** Who a connection is: the session's user, read when the socket opened. */
type CollabContext = { user: UserRow; sessionId: string };
/** A document connection; Hocuspocus 3 types its context loosely, so it is read as `CollabContext`. */
type CollabConnection = Connection & { context: CollabContext };

/** How long typing must pause before the shared text is saved, and the longest it waits while typing goes on. */
export const STORE_DEBOUNCE_MS = 1_500;
const STORE_MAX_DEBOUNCE_MS = 10_000;

/** A saved text taken in: relayed to the other servers and stored (which saves no new version: the text is the same). */
const SAVED_ELSEWHERE = { source: 'local' } as const;

/** A refusal the provider is told (`reason`); without a message, Hocuspocus does not log it as an error. */
const refused = (reason: string) => ({ reason });

/**
 * A save of the shared text that never fails its caller: a document deleted while open has nothing
 * left to save; any other failure is logged, and the shared state is saved with the next change.
 */
export function savedOrGone(saving: Promise<void>, log: { error: (obj: object, msg: string) => void }, id: string): Promise<void> {
  return saving.catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return;
    log.error({ err, id }, 'collab: saving the shared document failed');
  });
}

/** Whether `user` may co-edit the document (write it): its owner, or an editor or owner of its team. */
async function mayEdit(ctx: AppContext, user: Member, documentId: string) {
  if (!isUuid(documentId)) return false;
  const document = await withTeamAccess(ctx.database.db, user, await documents.getDocumentById(ctx.database.db, documentId));
  return document !== undefined && can(user, 'update', { document });
}

/** The session cookie of an upgrade request (named as on HTTPS or HTTP). */
function sessionToken(app: FastifyInstance, request: IncomingMessage) {
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  return cookies['__Host-ns_session'] ?? cookies.ns_session;
}

/** A page of another site may not open a socket with this site's cookie. */
function sameSite(ctx: AppContext, request: IncomingMessage) {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || (ctx.config.PUBLIC_URL !== undefined && host === new URL(ctx.config.PUBLIC_URL).host);
  } catch {
    return false;
  }
}

function reject(socket: Duplex, status: 401 | 403 | 404) {
  const text = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Live co-editing: a Hocuspocus server on the app's HTTP server at `COLLAB_PATH` (WebSocket; the
 * document name is its id). The session cookie signs the socket in; each document is opened only
 * for a user who may write it (a viewer, a stranger and a removed member are refused). The shared
 * state is kept in `document_collab`; its text is saved as the document (a version, search, knowledge)
 * through `updateDocument`, as any save. Changes spread to the other app servers through the event bus.
 */
export function registerCollab(app: FastifyInstance, ctx: AppContext) {
  const log = app.log;
  /** Each user's open document connections on this server, to cut off when their access ends. */
  const open = new Map<string, Map<CollabConnection, string>>();
  const unsubscribers = new Map<string, () => void>();
  /** The hash of the text each open document was last saved as from here. */
  const savedHashes = new Map<string, string>();
  /** Saves under way, awaited before the server closes. */
  const storing = new Set<Promise<void>>();

  const relay = relayExtension(ctx.events, () => hocuspocus);
  const hocuspocus: Hocuspocus = new Hocuspocus({
    name: ctx.events.server,
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions: [relay],
    async onAuthenticate({ context, documentName }: { context: CollabContext; documentName: string }) {
      if (!(await mayEdit(ctx, context.user, documentName))) throw refused('permission-denied');
    },
    async connected({ context, connection, documentName }: { context: CollabContext; connection: Connection; documentName: string }) {
      let mine = open.get(context.user.id);
      if (!mine) {
        mine = new Map();
        open.set(context.user.id, mine);
        watchUser(context.user.id);
      }
      mine.set(connection as CollabConnection, documentName);
    },
    async onDisconnect({ context, documentName }: { context: CollabContext; documentName: string }) {
      const mine = open.get(context.user.id);
      if (!mine) return;
      for (const [connection, name] of mine) if (name === documentName && connection.context === context) mine.delete(connection);
      if (mine.size === 0) forget(context.user.id);
    },
    async onLoadDocument({ documentName, document }) {
      const state = await openingState(ctx, documentName);
      if (!state) throw refused('not-found');
      Y.applyUpdate(document, state, FROM_OTHER_SERVER);
    },
    // `context` is the last change's connection's (empty for a change taken in from elsewhere).
    async onStoreDocument({ documentName, document, context }: { documentName: string; document: Y.Doc; context: Partial<CollabContext> }) {
      const saving = savedOrGone(store(documentName, document, context.user), log, documentName);
      storing.add(saving);
      await saving.finally(() => storing.delete(saving));
    },
    async afterUnloadDocument({ documentName }) {
      savedHashes.delete(documentName);
    },
  });

  /** Saves the shared text as the document, then the state it was saved from. */
  async function store(documentId: string, ydoc: Y.Doc, user: UserRow | undefined) {
    const row = await documents.getDocumentById(ctx.database.db, documentId);
    if (!row) return;
    // The last writer saves it; one whose access ended meanwhile is replaced by the owner.
    const writer = user && (await mayEdit(ctx, user, documentId)) ? user : { id: row.userId, isAdmin: false, otpVerified: true };
    const saved = await updateDocument(ctx, { id: documentId, actor: writer }, { content: htmlOf(ydoc) });
    const content = saved.document.content ?? '';
    savedHashes.set(documentId, sha256(content));
    await q.saveState(ctx.database.db, {
      documentId,
      state: Buffer.from(Y.encodeStateAsUpdate(ydoc)),
      contentHash: sha256(content),
      now: ctx.clock.now(),
    });
    reindexDocument(ctx, { id: documentId, content }).catch((err: unknown) =>
      log.warn({ err, id: documentId }, 'knowledge: re-indexing a co-edited document failed'),
    );
  }

  /**
   * A document saved by another path while it is open (a PUT of the REST API, a restore, accepted
   * suggestions) has that text taken into the shared document, as the smallest change, by exactly one
   * app server: the one whose state claims the saved text's hash in the database.
   */
  async function takeSavedText(documentId: string) {
    const document = hocuspocus.documents.get(documentId);
    const row = await documents.getDocumentById(ctx.database.db, documentId);
    if (!document || !row) return;
    const contentHash = sha256(row.content);
    const kept = await q.getState(ctx.database.db, documentId);
    if (!kept || kept.contentHash === contentHash || savedHashes.get(documentId) === contentHash) return;
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
    const before = Y.encodeStateVector(copy);
    putHtml(copy, row.content);
    const state = Buffer.from(Y.encodeStateAsUpdate(copy));
    const change = Y.encodeStateAsUpdate(copy, before);
    copy.destroy();
    const now = ctx.clock.now();
    if (await q.claimState(ctx.database.db, { documentId, state, contentHash, previous: kept.contentHash, now })) {
      savedHashes.set(documentId, contentHash);
      Y.applyUpdate(document, change, SAVED_ELSEWHERE);
    }
  }

  /** Closes the user's connections they may no longer have: all of them with their session, else those they may not edit now. */
  async function recheck(userId: string, ended: boolean) {
    const mine = open.get(userId);
    if (!mine) return;
    for (const [connection, documentName] of [...mine]) {
      if (ended || !(await mayEdit(ctx, connection.context.user, documentName))) {
        mine.delete(connection);
        connection.close({ code: 4403, reason: 'permission-denied' });
      }
    }
    if (mine.size === 0) forget(userId);
  }

  function watchUser(userId: string) {
    const stop = ctx.events.subscribe(userId, {
      // A team's change (a removal, a new role) is published to its member on every server.
      change: (event) => {
        const failed = (err: unknown) => log.warn({ err }, 'collab: catching up with a change failed');
        if (event.entity === 'team') void recheck(userId, false).catch(failed);
        if (event.entity === 'document' && event.action === 'updated' && hocuspocus.documents.has(event.id))
          void takeSavedText(event.id).catch(failed);
      },
      sessionEnded: (sessionId) => {
        const mine = open.get(userId);
        if (!mine) return;
        for (const [connection] of [...mine]) {
          if (sessionId !== null && connection.context.sessionId !== sessionId) continue;
          mine.delete(connection);
          connection.close({ code: 4401, reason: 'unauthorized' });
        }
      },
    });
    unsubscribers.set(userId, stop);
  }
  function forget(userId: string) {
    open.delete(userId);
    unsubscribers.get(userId)?.();
    unsubscribers.delete(userId);
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH) return;
    if (!sameSite(ctx, request)) return reject(socket, 403);
    const token = sessionToken(app, request);
    void (token ? resolveSession(ctx, token) : Promise.resolve(null)).then(
      (found) => {
        if (!found) return reject(socket, 401);
        sockets.handleUpgrade(request, socket, head, (ws) => accept(ws, request, { user: found.user, sessionId: found.sessionId }));
      },
      (err: unknown) => {
        log.warn({ err }, 'collab: session lookup failed');
        reject(socket, 401);
      },
    );
  });

  function accept(ws: WebSocket, request: IncomingMessage, context: CollabContext) {
    // Hocuspocus 3 listens to the socket itself (messages, close, pings).
    ws.on('error', (err) => log.warn({ err }, 'collab: socket error'));
    hocuspocus.handleConnection(ws, request, context);
  }

  app.addHook('preClose', async () => {
    // Pending (debounced) saves run now; those already under way are in `storing`.
    const flushed = [...hocuspocus.documents.keys()].map((name) => hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`) as unknown);
    await Promise.allSettled([...flushed, ...storing]);
    for (const ws of sockets.clients) ws.close(1001, 'server shutting down');
  });
  app.addHook('onClose', async () => {
    relay.stop();
    for (const userId of [...unsubscribers.keys()]) forget(userId);
    sockets.close();
  });
  return hocuspocus;
}

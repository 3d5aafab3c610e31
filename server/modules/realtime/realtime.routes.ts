import type { ServerResponse } from 'node:http';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { tooMany } from '../../lib/errors';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser, readCookie } from '../../plugins/session';
import { resolveSession } from '../auth/auth.service';

const HEARTBEAT_MS = 25_000;

export const tooManyStreamsMessage = (limit: number) =>
  `Too many open live-update connections: at most ${limit} per account on a server. Close some tabs and try again.`;

/**
 * GET /api/events: Server-Sent Events of the signed-in user's own changes (never another user's).
 * The browser's EventSource reconnects by itself; a `ready` event follows every (re)connection.
 * A stream ends with its session (logout, sign out everywhere, an admin ending it, account deletion),
 * on whichever app server it is open; each heartbeat also checks that the session still stands.
 */
export const realtimeRoutes = (ctx: AppContext) => {
  const open = new Set<ServerResponse>();
  const perUser = new Map<string, number>();
  return serveRoutes(
    api.events,
    {
      stream: async (request, reply) => {
        const user = currentUser(request);
        const limit = ctx.config.EVENT_STREAMS_PER_USER;
        if ((perUser.get(user.id) ?? 0) >= limit) throw tooMany(tooManyStreamsMessage(limit));
        const token = readCookie(request, 'session') ?? '';
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        res.write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
        open.add(res);
        perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
        const unsubscribe = ctx.events.subscribe(user.id, {
          change: (event) => res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
          sessionEnded: (sessionId) => {
            if (sessionId === null || sessionId === request.sessionId) res.end();
          },
        });
        const heartbeat = setInterval(() => {
          resolveSession(ctx, token).then(
            (found) => (found ? res.write(': keep-alive\n\n') : res.end()),
            () => res.write(': keep-alive\n\n'),
          );
        }, HEARTBEAT_MS);
        res.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(res);
          const left = (perUser.get(user.id) ?? 1) - 1;
          if (left > 0) perUser.set(user.id, left);
          else perUser.delete(user.id);
        });
      },
    },
    (app) => {
      // Shutting down ends the streams first, so a restart does not wait for them (clients reconnect).
      app.addHook('preClose', async () => {
        for (const res of open) res.end();
      });
    },
  );
};

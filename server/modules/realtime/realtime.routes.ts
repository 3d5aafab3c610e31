import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: Server-Sent Events of the signed-in user's own changes (never another user's).
 * The browser's EventSource reconnects by itself; a `ready` event follows every (re)connection.
 */
export const realtimeRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const open = new Set<ServerResponse>();
    // Shutting down ends the streams first, so a restart does not wait for them (clients reconnect).
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get('/api/events', { onRequest: requireUser }, async (request, reply) => {
      const user = currentUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
      open.add(res);
      const unsubscribe = ctx.events.subscribe(user.id, (event) => {
        res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    });
  };

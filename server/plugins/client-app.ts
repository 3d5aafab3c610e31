import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARED_PAGE_PREFIX } from '../../common/sharing';
import { readLinks, readScreenCode, screenCodeLinks } from './page-links';
import { SHARED_HEADERS } from './security';
import { readCookie, syncSignedInHint } from './session';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

const noRoute = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `No route for ${request.method} ${pathOf(request)}`, code: 'not_found' });

/**
 * Serves the built client, with index.html for every page route (the client routes them),
 * and a JSON 404 for unknown API routes and files. Text files go out as the brotli or gzip copies
 * the build made beside them (with `Vary: Accept-Encoding`); source maps are never served.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" (the API still answers).`);
    app.setNotFoundHandler(noRoute);
    return;
  }
  const code = readScreenCode(clientDir);
  // What a page opens with, for a signed-in browser: its API reads and the code of its screen. A
  // visitor's page names neither (every read would be refused).
  const pageLinks = (request: FastifyRequest) =>
    readCookie(request, 'session') ? [...readLinks(request.url), ...screenCodeLinks(code, request.url)].join(', ') : '';
  const pageHeaders = (reply: FastifyReply) => {
    syncSignedInHint(reply.request, reply);
    const links = pageLinks(reply.request);
    if (links) reply.header('Link', links);
    return reply;
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    // Dotfiles are never served either: the build's list of screen files (.vite/) is the server's.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The page itself (its brotli or gzip copy too) names what it will read and run; a shared
      // page (`/s/<token>`) is never indexed or cached, names nothing and sends no Referer with its token.
      if (!/[\\/]index\.html(\.br|\.gz)?$/.test(file)) return;
      if (pathOf(res.request).startsWith(SHARED_PAGE_PREFIX)) res.headers(SHARED_HEADERS);
      else pageHeaders(res);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = pathOf(request);
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    if (!isPage) return noRoute(request, reply);
    if (url.startsWith(SHARED_PAGE_PREFIX)) return reply.sendFile('index.html');
    return pageHeaders(reply.header('Cache-Control', 'no-cache')).sendFile('index.html');
  });
}

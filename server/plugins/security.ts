import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a share link's page, its data and its files answer with, found or not: never cached or
 * indexed, and no Referer carrying the token to a site a shared text links to.
 */
export const SHARED_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };

/** Whether the request is signed by `Authorization: Bearer` (a personal access token) rather than cookies. */
export const hasBearer = (request: FastifyRequest) => /^Bearer\s/i.test(request.headers.authorization ?? '');

/** This site's origin: `PUBLIC_URL`'s, else the one the request was made to. */
export function siteOrigin(config: Config, request: FastifyRequest) {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Stylesheets are the app's own; inline ones stay allowed for the style elements its toasts and
      // editor insert at run time (their text is the libraries', never the user's).
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's security headers with our content security policy, worked out once: none of them depends
 * on the request, so each answer only copies them rather than building the policy again.
 */
export function securityHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/** Security headers with our CSP, and the Origin check that refuses cross-site writes. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = securityHeaders();
  // On the raw response, so that a stream the route answers itself (live events) carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A bearer token is sent by a program, never by a browser on its own: no cookie signs such a
    // request in (the session plugin reads the token alone), so it needs no Origin (decision 066).
    // The MCP endpoint reads no cookie at all: without a token it answers 401, not this 403.
    if (hasBearer(request) || request.url === '/mcp') return;
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    const origin = request.headers.origin;
    if (!origin || origin !== siteOrigin(config, request)) {
      throw forbidden('Cross-site request refused: the request must come from this site');
    }
  });
}

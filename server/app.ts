import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './lib/context';
import { serializerCompiler } from './lib/response-serializer';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { aiConnectionRoutes } from './modules/ai-connections/connections.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { commentRoutes, notificationRoutes } from './modules/comments/comments.routes';
import { healthRoutes } from './modules/health/health.routes';
import { designRoutes } from './modules/designs/designs.routes';
import { designShareRoutes, documentShareRoutes, sharedRoutes } from './modules/sharing/sharing.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { documentFileRoutes } from './modules/documents/document-files.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { versionRoutes } from './modules/versions/versions.routes';
import { suggestionRoutes } from './modules/suggestions/suggestions.routes';
import { startPurgeTimer } from './modules/housekeeping/purge';
import { startSearchIndexer } from './modules/search/search-indexer';
import { memoryRoutes } from './modules/memories/memories.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { questionnaireRoutes } from './modules/questionnaires/questionnaires.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { sidebarRoutes } from './modules/sidebar/sidebar.routes';
import { searchRoutes } from './modules/search/search.routes';
import { productFactRoutes } from './modules/products/product-facts.routes';
import { productKnowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { productRoutes } from './modules/products/products.routes';
import { teamRoutes } from './modules/teams/teams.routes';
import { templateRoutes } from './modules/templates/templates.routes';
import { tokenRoutes } from './modules/tokens/tokens.routes';
import { handoffRoutes, integrationRoutes } from './modules/integrations/integrations.routes';
import { registerMcp } from './modules/mcp/mcp.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/errors';
import { RequestLogController } from './plugins/request-log';
import { startKnowledgeEmbeddings } from './modules/knowledge/knowledge-embeddings';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerCollab } from './modules/collab/collab.server';

/** 2 MB of document HTML plus the JSON around it. */
const BODY_LIMIT = 3 * 1024 * 1024;

type BuildOptions = {
  logger?: FastifyBaseLogger;
  purgeEveryMs?: number;
  /** How often newly written documents are indexed for search; null leaves it to the caller (tests). */
  indexEveryMs?: number | null;
  /** How long a document's writes must pause before the background indexer reads it. */
  indexSettledMs?: number;
  /** Called before any route is registered; the tests check every answer against its schema here. */
  instrument?: (app: FastifyInstance) => void;
};

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}) {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    logController: new RequestLogController(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  opts.instrument?.(app);
  // Bodies are JSON or multipart only: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The server's own time for the request (browsers' devtools show it beside the network time).
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    // API answers carry user data: no browser or proxy may keep them (a route may say otherwise).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerErrorHandler(app);
  // API answers above 1 KB go out compressed (brotli at quality 4, else gzip). Event streams are
  // written straight to the socket, never through it, so each event and token leaves at once.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerSecurity(app, ctx.config);
  await app.register(cookie);
  registerSession(app, ctx);
  registerCollab(app, ctx);

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(aiRoutes(ctx));
  await app.register(aiConnectionRoutes(ctx));
  await app.register(documentFileRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(versionRoutes(ctx));
  await app.register(suggestionRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(messageRoutes(ctx));
  await app.register(memoryRoutes(ctx));
  await app.register(questionnaireRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(productRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(productFactRoutes(ctx));
  await app.register(productKnowledgeRoutes(ctx));
  await app.register(templateRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(tokenRoutes(ctx));
  await app.register(integrationRoutes(ctx));
  await app.register(handoffRoutes(ctx));
  registerMcp(app, ctx);
  await app.register(realtimeRoutes(ctx));
  await app.register(designRoutes(ctx));
  await app.register(documentShareRoutes(ctx));
  await app.register(designShareRoutes(ctx));
  await app.register(sharedRoutes(ctx));
  await app.register(sidebarRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(docsRoutes());
  await registerClientApp(app, ctx.config.CLIENT_DIR);

  // pgvector and the embedding model for product knowledge, when configured (else full text alone).
  await startKnowledgeEmbeddings(ctx, app.log);
  const stopPurge = startPurgeTimer(ctx, app.log, opts.purgeEveryMs);
  const stopIndexing =
    opts.indexEveryMs === null
      ? () => {}
      : startSearchIndexer(ctx, app.log, { everyMs: opts.indexEveryMs, settledMs: opts.indexSettledMs });
  app.addHook('onClose', async () => {
    stopPurge();
    stopIndexing();
  });
  return app;
}

import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { unauthorized } from '../../lib/errors';
import { authorize } from '../../policies/can';
import { bearerOf, resolveBearer } from '../tokens/tokens.service';
import { mcpServerFor } from './mcp.tools';

export const MCP_PATH = '/mcp';
const NO_TOKEN = 'Send a personal access token (Account, API tokens) as Authorization: Bearer';

/**
 * The Model Context Protocol over Streamable HTTP (decision 066), stateless: every POST carries its
 * bearer token, gets a server whose tools act as the token's user, and is answered as JSON.
 */
async function serve(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const value = bearerOf(request.headers.authorization);
  if (!value) {
    reply.header('www-authenticate', 'Bearer realm="northstar"');
    throw unauthorized(NO_TOKEN);
  }
  // The transport's own writes are reads: each write tool checks the token's scope.
  const { user, token } = await resolveBearer(ctx, value, { writes: false });
  authorize(user, 'call', { route: { access: 'user' } });
  const server = mcpServerFor(ctx, user, token);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
}

export function registerMcp(app: FastifyInstance, ctx: AppContext) {
  app.post(MCP_PATH, (request, reply) => serve(ctx, request, reply));
  // Stateless: no stream for the server to push on (GET) and no session to end (DELETE), which the
  // transport lets a server answer with 405.
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'This MCP server is stateless: send every message with POST' }),
  });
}

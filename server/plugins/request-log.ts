import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at `info` like an error, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** Pino tells whether a level is on; Fastify's silent logger (logger: false) logs nothing. */
const isEnabled = (log: object, level: string) => (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? false;

/**
 * One log line per finished request instead of Fastify's two: at `info` for server errors and slow
 * requests, at `debug` for the rest (LOG_LEVEL=debug shows every request).
 */
export class RequestLogController extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    const notable = reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS;
    const level = notable ? 'info' : 'debug';
    if (!isEnabled(reply.log, level)) return;
    reply.log[level]({ req: request, res: reply, ...(error ? { err: error } : {}), responseTime }, 'request completed');
  }
}

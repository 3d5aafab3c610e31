import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromDatabaseError } from '../lib/db-errors';
import { AppError } from '../lib/errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

/** "email: Please enter a valid email address" — the field first, then what is wrong with it. */
function describeValidation(issues: Issue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = issue.message ?? 'is invalid';
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}

/** "3 MB", "512 KB": a limit as a person reads it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** One error handler: AppError and client errors keep their message; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const known = err instanceof AppError ? err : fromDatabaseError(err);
    if (known) {
      if (known.status >= 500) request.log.error({ err: known.cause ?? known }, known.message);
      else if (known !== err) request.log.warn({ err }, known.message);
      return reply.status(known.status).send({ message: known.message, code: known.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ message: describeValidation(err.validation), code: 'invalid_input' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON', code: 'invalid_json' });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is empty', code: 'invalid_json' });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = formatBytes(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0);
      return reply.status(413).send({ message: `The request is too large: at most ${limit}.`, code: 'too_large' });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: err.message, code: err.code ?? 'bad_request' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}

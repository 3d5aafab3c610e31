import { APICallError } from 'ai';
import { AppError } from '../../lib/errors';

export const AI_MESSAGES = {
  key: 'The AI provider rejected the API key',
  busy: 'The AI provider is busy, try again',
  failed: 'The AI provider had a problem, try again',
  timeout: 'The AI provider did not answer in time, try again',
  unreachable: 'The AI provider cannot be reached, try again later',
  malformed: 'The AI provider sent a reply Northstar could not read, try again',
  rejected: 'The AI provider refused the request',
};

const aiError = (status: number, message: string, cause: unknown) => Object.assign(new AppError(status, 'ai_provider', message), { cause });

function statusOf(err: unknown): number | undefined {
  if (APICallError.isInstance(err)) return err.statusCode;
  const nested = (err as { lastError?: unknown; cause?: unknown } | null) ?? null;
  if (nested?.lastError) return statusOf(nested.lastError);
  return undefined;
}

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; cause?: unknown; reason?: unknown } | null;
  if (!e) return false;
  if (e.name === 'TimeoutError') return true;
  return isTimeout(e.cause) || (e.reason !== err && isTimeout(e.reason));
}

/** The messages and codes of an error and of its causes, for classification. */
function chainText(err: unknown, depth = 0): string {
  if (!err || typeof err !== 'object' || depth > 5) return String(err ?? '');
  const e = err as { message?: string; code?: string; cause?: unknown };
  return `${e.message ?? ''} ${e.code ?? ''} ${chainText(e.cause, depth + 1)}`;
}

/** Turns whatever a provider call threw into an AppError with a message a user can act on. */
export function toAiError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isTimeout(err)) return aiError(504, AI_MESSAGES.timeout, err);
  const status = statusOf(err);
  if (status === 401 || status === 403) return aiError(502, AI_MESSAGES.key, err);
  if (status === 429) return aiError(503, AI_MESSAGES.busy, err);
  if (status !== undefined && status >= 500) return aiError(502, AI_MESSAGES.failed, err);
  if (status !== undefined) return aiError(502, AI_MESSAGES.rejected, err);
  const text = chainText(err);
  if (/terminated|ECONNRESET|other side closed|premature close|socket hang up/i.test(text)) {
    return aiError(502, AI_MESSAGES.failed, err);
  }
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|Cannot connect/i.test(text)) {
    return aiError(502, AI_MESSAGES.unreachable, err);
  }
  return aiError(502, AI_MESSAGES.malformed, err);
}

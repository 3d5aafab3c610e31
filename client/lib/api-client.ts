import type { QueryFunction } from '@tanstack/react-query';

/** A non-ok answer from the API: the status, the raw body text, and the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * SPEC section 8, generic fetch failure: 500 and above raise 'status: statusText',
 * any other non-ok answer raises 'status: body text'.
 */
export async function throwIfResNotOk(res: Response) {
  if (res.ok) return;
  const body = await res.text();
  const message = res.status >= 500 ? `${res.status}: ${res.statusText}` : `${res.status}: ${body}`;
  throw new ApiError(res.status, body, message);
}

async function parseJson<T>(res: Response): Promise<T> {
  const isJson = res.headers.get('content-type')?.includes('application/json');
  return (isJson ? await res.json() : undefined) as T;
}

/** Sends a same-origin request with the session cookie; a body is sent as JSON. Answers the parsed JSON. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: a GET to the query key joined by '/', answered as JSON. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return parseJson<T>(res);
  };
}

/**
 * The message to show for a failed call: the `message` of the JSON error body,
 * else the raw body text, else the fallback (also for network errors and HTML error pages).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = error.body.trim();
  if (!text || text.startsWith('<')) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return fallback;
  } catch {
    return text;
  }
}

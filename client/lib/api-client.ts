import { type Action, type Resource } from '@/lib/routes';

/** A non-ok answer from the API: the status, the raw body text, and the message to show. */
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
 * A failed call: 500 and above raise 'status: statusText', any other non-ok answer raises
 * 'status: body text'.
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

async function request<T>(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    headers: body === undefined || form ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined || form ? body : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return parseJson<T>(res);
}

/** An answer with the version it names (`ETag`, unquoted); a 409 answers the current state instead of throwing. */
export type Versioned<T> = { data: T; etag: string | null; conflict: boolean };

/**
 * A call that takes part in "no silent overwrite": it sends `If-Match` when a version is known and
 * answers the `ETag` of the result. A 409 answers the server's current state with `conflict`.
 */
export async function versionedRequest<T>(
  target: { method?: string; url: string },
  { body, ifMatch }: { body?: unknown; ifMatch?: string | null } = {},
): Promise<Versioned<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch) headers['If-Match'] = `"${ifMatch}"`;
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const etag = res.headers.get('etag')?.replace(/^W\//, '').replace(/"/g, '') ?? null;
  if (res.status === 409 && etag) return { data: (await res.json()) as T, etag, conflict: true };
  await throwIfResNotOk(res);
  return { data: await parseJson<T>(res), etag, conflict: false };
}

/** GETs a route with the session cookie; answers the parsed JSON. */
export const apiGet = <T>(resource: Resource<T>, signal?: AbortSignal) => request<T>('GET', resource.url, undefined, signal);

/**
 * Sends a change with the session cookie: a `FormData` body as a multipart form, any other as JSON.
 * Answers the parsed JSON.
 */
export const apiSend = <B, T>(action: Action<B, T>, ...body: undefined extends B ? [body?: B] : [body: B]) =>
  request<T>(action.method, action.url, body[0]);

/** The query key and fetcher of a route, to spread into `queryOptions`. */
export const queryFor = <T>(resource: Resource<T>) => ({
  queryKey: resource.queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(resource, signal),
});

/** The JSON error body of a failed call, if it has one. */
function errorBody(error: unknown): { message?: unknown; code?: unknown } | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The message to show for a failed call: the `message` of the JSON error body,
 * else the raw body text, else the fallback (also for network errors and HTML error pages).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = error.body.trim();
  if (!text || text.startsWith('<')) return fallback;
  const body = errorBody(error);
  if (!body) return text;
  return typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
}

/**
 * A failure in the spec's words, then the server's reason when it gave one: "Failed to upload file.
 * Please try again. Only images, PDF, Word and text files can be uploaded."
 */
export function failureWithReason(error: unknown, text: string): string {
  const reason = serverMessage(error, '');
  return reason && reason !== text ? `${text} ${reason}` : text;
}

/** Whether the plan's monthly limit refused the call (403 `plan_limit`). */
/** A refusal with this status and error code. */
export const isRefusal = (error: unknown, status: number, code: string) =>
  error instanceof ApiError && error.status === status && errorBody(error)?.code === code;

export const isPlanLimit = (error: unknown) => isRefusal(error, 403, 'plan_limit');

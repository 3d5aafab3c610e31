import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with handlers keyed by "METHOD /path?query", or by "METHOD /path" for any query;
 * anything else answers 404.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key] ?? routes[key.split('?')[0] ?? key];
    return handler ? handler(init, String(input)) : jsonResponse(404, { message: `No route for ${key}`, code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A chat's GET as the server answers it: the whole list, or with `limit` / `cursor` one page, the
 * latest messages first and each page oldest to newest. `messages` is read at each call.
 */
export const chatPages =
  (messages: readonly unknown[]): Handler =>
  (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const limit = query.get('limit');
    const cursor = query.get('cursor');
    if (limit === null && cursor === null) return jsonResponse(200, messages);
    const end = cursor === null ? messages.length : Number(cursor);
    const start = Math.max(0, end - Number(limit ?? 50));
    return jsonResponse(200, { items: messages.slice(start, end), nextCursor: start > 0 ? String(start) : null });
  };

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend, queryFor, serverMessage } from '@/lib/api-client';
import { action, api, paged, resource } from '@/lib/routes';

const respond = (body: string, init: ResponseInit) => vi.fn(async () => new Response(body, init));
const json = { 'Content-Type': 'application/json' };

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiSend', () => {
  it('sends JSON with credentials and answers the parsed body', async () => {
    const fetchMock = respond('{"message":"ok"}', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiSend(action(api.auth.requestOtp), { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/request-otp', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no content type without a body, and a form as multipart', async () => {
    const fetchMock = respond('{}', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend(action(api.auth.logout));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ headers: undefined, body: undefined }));
    const form = new FormData();
    await apiSend(action(api.uploads.upload), form);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/upload', expect.objectContaining({ method: 'POST', headers: undefined, body: form }));
  });

  it('raises "status: statusText" from 500 up, keeping the body', async () => {
    const body = '{"message":"Something went wrong","code":"internal"}';
    vi.stubGlobal('fetch', respond(body, { status: 500, statusText: 'Internal Server Error', headers: json }));
    const error = await caught(apiSend(action(api.documents.create), { title: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.body).toBe(body);
  });

  it('raises "status: body text" for other failures', async () => {
    const body = '{"message":"Too many codes","code":"rate_limited"}';
    vi.stubGlobal('fetch', respond(body, { status: 429, statusText: 'Too Many Requests', headers: json }));
    const error = await caught(apiSend(action(api.auth.requestOtp), { email: 'a@b.co' }));
    expect(error.message).toBe(`429: ${body}`);
    expect(error.status).toBe(429);
  });
});

describe('apiGet and queryFor', () => {
  it('GETs the route with credentials; the query key keeps the segments, the address encodes them', async () => {
    const fetchMock = respond('[]', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    const route = paged(api.messages.list, { id: 'a/b c' });
    expect(route.url).toBe('/api/documents/a%2Fb%20c/messages');
    expect(route.queryKey).toEqual(['/api/documents', 'a/b c', 'messages']);
    const { queryKey, queryFn } = queryFor(route);
    expect(queryKey).toBe(route.queryKey);
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith(route.url, expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('throws on 401 like any failure', async () => {
    vi.stubGlobal('fetch', respond('Please sign in', { status: 401 }));
    await expect(apiGet(resource(api.auth.user))).rejects.toThrow('401: Please sign in');
  });

  it("keys a resource's own queries under the list's key", () => {
    expect(resource(api.documents.one, { id: 'd1' }).queryKey.slice(0, 1)).toEqual(resource(api.documents.list).queryKey);
    expect(paged(api.designs.messages, { id: 'x' }).queryKey.slice(0, 2)).toEqual(resource(api.designs.one, { id: 'x' }).queryKey);
  });
});

describe('serverMessage', () => {
  const apiError = (body: string) => new ApiError(400, body, `400: ${body}`);

  it('prefers the message of a JSON body', () => {
    expect(serverMessage(apiError('{"message":"Invalid verification code","code":"x"}'), 'fallback')).toBe('Invalid verification code');
  });

  it('uses the raw text of a non-JSON body', () => {
    expect(serverMessage(apiError('Too many requests'), 'fallback')).toBe('Too many requests');
  });

  it('falls back for empty, message-less, HTML bodies and other errors', () => {
    expect(serverMessage(apiError(''), 'fallback')).toBe('fallback');
    expect(serverMessage(apiError('{"code":"x"}'), 'fallback')).toBe('fallback');
    expect(serverMessage(apiError('<html>Bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, serverMessage } from '@/lib/api-client';

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

describe('apiRequest', () => {
  it('sends JSON with credentials and answers the parsed body', async () => {
    const fetchMock = respond('{"message":"ok"}', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/request-otp', { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/request-otp', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no content type without a body', async () => {
    const fetchMock = respond('{}', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ headers: undefined, body: undefined }));
  });

  it('raises "status: statusText" from 500 up, keeping the body', async () => {
    const body = '{"message":"Something went wrong","code":"internal"}';
    vi.stubGlobal('fetch', respond(body, { status: 500, statusText: 'Internal Server Error', headers: json }));
    const error = await caught(apiRequest('GET', '/api/documents'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.body).toBe(body);
  });

  it('raises "status: body text" for other failures', async () => {
    const body = '{"message":"Too many codes","code":"rate_limited"}';
    vi.stubGlobal('fetch', respond(body, { status: 429, statusText: 'Too Many Requests', headers: json }));
    const error = await caught(apiRequest('POST', '/api/request-otp', { email: 'a@b.co' }));
    expect(error.message).toBe(`429: ${body}`);
    expect(error.status).toBe(429);
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('yields null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', respond('{"message":"Please sign in"}', { status: 401, headers: json }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).resolves.toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    vi.stubGlobal('fetch', respond('Please sign in', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/user']))).rejects.toThrow('401: Please sign in');
  });

  it('GETs the query key joined by "/" with credentials', async () => {
    const fetchMock = respond('[]', { status: 200, headers: json });
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/documents', 'd1']))).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/d1', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('serverMessage', () => {
  const apiError = (body: string) => new ApiError(400, body, `400: ${body}`);

  it('prefers the message of a JSON body', () => {
    expect(serverMessage(apiError('{"message":"Invalid verification code","code":"x"}'), 'fallback')).toBe(
      'Invalid verification code',
    );
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

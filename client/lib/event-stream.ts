import { throwIfResNotOk } from '@/lib/api-client';
import { type Action } from '@/lib/routes';

export type ServerEvent = { event: string; data: string };

/**
 * A Server-Sent Events parser (the WHATWG event-stream format): feed it text as it arrives,
 * in any chunks; it calls `onEvent` once per complete event. Comments and ids are ignored.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    /** The stream ended: an event without its closing blank line is dropped, as the format says. */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

/** Reads a response body of Server-Sent Events to its end. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void) {
  const parser = createEventParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

type PostOptions<B> = { body?: B; signal: AbortSignal; onEvent: (event: ServerEvent) => void };

/**
 * Sends a change and reads the answer as an event stream. Failures before the stream starts (400,
 * 404, 429) are JSON answers and raise an ApiError, as every other call does.
 */
export async function postEventStream<B>(action: Action<B, unknown>, { body, signal, onEvent }: PostOptions<B>) {
  const res = await fetch(action.url, {
    method: action.method,
    credentials: 'include',
    signal,
    headers: { Accept: 'text/event-stream', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  if (!res.body || !res.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error('The server did not answer with an event stream');
  }
  await readEventStream(res.body, onEvent);
}

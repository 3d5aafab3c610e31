import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createEventParser, postEventStream, readEventStream, type ServerEvent } from '@/lib/event-stream';
import { action, api } from '@/lib/routes';

function collect(chunks: string[]) {
  const events: ServerEvent[] = [];
  const parser = createEventParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const streamOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });

describe('createEventParser', () => {
  it('parses named events with JSON data', () => {
    expect(collect(['event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"messages":[]}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"messages":[]}' },
    ]);
  });

  it('joins events split across chunks anywhere, even inside a CRLF', () => {
    const text = 'event: delta\r\ndata: {"text":"a b"}\r\n\r\nevent: delta\r\ndata: {"text":"c"}\r\n\r\n';
    const chunks = [...text].map((char) => char);
    expect(collect(chunks)).toEqual([
      { event: 'delta', data: '{"text":"a b"}' },
      { event: 'delta', data: '{"text":"c"}' },
    ]);
  });

  it('ignores comments, ids and unknown fields; defaults the name to message; joins data lines', () => {
    expect(collect([': keep-alive\nid: 7\nretry: 10\nfoo: bar\ndata: one\ndata:two\ndata\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo\n' },
    ]);
  });

  it('drops an event that never ended and an event without data', () => {
    expect(collect(['event: ping\n\nevent: delta\ndata: {"text":"cut'])).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('decodes UTF-8 split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"héllo ✓"}\n\n');
    const events: ServerEvent[] = [];
    await readEventStream(streamOf([bytes.slice(0, 16), bytes.slice(16, 24), bytes.slice(24)]), (e) => events.push(e));
    expect(events).toEqual([{ event: 'message', data: '{"text":"héllo ✓"}' }]);
  });
});

describe('postEventStream', () => {
  it('asks for an event stream and reads it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(streamOf(['event: delta\ndata: {"text":"x"}\n\n']), {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    const signal = new AbortController().signal;
    await postEventStream(action(api.messages.send, { id: 'd1' }), { body: { content: 'Hi', isQuestion: false }, signal, onEvent });
    expect(onEvent).toHaveBeenCalledWith({ event: 'delta', data: '{"text":"x"}' });
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/d1/messages', {
      method: 'POST',
      credentials: 'include',
      signal,
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: '{"content":"Hi","isQuestion":false}',
    });
  });

  it('raises the API error of an answer that failed before streaming', async () => {
    const body = '{"message":"You are sending requests too fast","code":"rate_limited"}';
    vi.stubGlobal('fetch', async () => new Response(body, { status: 429, headers: { 'Content-Type': 'application/json' } }));
    const failure = postEventStream(action(api.messages.reply, { id: 'd1' }), { signal: new AbortController().signal, onEvent: vi.fn() });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, body });
  });
});

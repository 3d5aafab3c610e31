import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | '401' | '429' | '500' | 'malformed' | 'stall' | 'drop' | 'no-tools';
/** A scripted model step that calls tools: each call's id, tool name and arguments (JSON text, malformed if the test wants). */
export type FakeToolTurn = { text?: string; calls: { id: string; name: string; arguments: string }[] };
export type RecordedRequest = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions and the Anthropic messages
 * wire protocols, streamed (SSE) or not, with failure modes switched by the test.
 */
export async function startFakeLlm(opts: { reply?: string[] } = {}) {
  const state = {
    mode: 'ok' as FakeMode,
    failNext: 0,
    chunks: opts.reply ?? ['Hello', ' from', ' the', ' model.'],
    /** How the next replies end: 'stop', or 'length' (cut at the output cap: OpenAI's finish_reason, Anthropic's max_tokens). */
    finish: 'stop' as 'stop' | 'length',
    requests: [] as RecordedRequest[],
    /** Steps that call tools, answered in order to streamed requests that offer tools; then the text reply. */
    toolTurns: [] as FakeToolTurn[],
    /** What `GET /models` lists (OpenAI's and Anthropic's model-list endpoints). */
    models: ['fake-model', 'fake-model-2', 'llava-fake'],
    /** When set, a streamed reply sends its first chunk, then waits for this before the rest (a slow model). */
    gate: null as Promise<void> | null,
    /** How `POST /embeddings` answers: vectors (`fakeEmbedding`), or a 500. */
    embeddings: 'ok' as 'ok' | '500',
  };
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    state.requests.push({ path: req.url ?? '', headers: req.headers, body });
    const anthropic = (req.url ?? '').endsWith('/messages');
    if (req.method === 'GET' && /\/models(\?|$)/.test(req.url ?? '')) {
      const refused = state.mode === '401';
      res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          refused ? { error: { message: 'bad key' } } : { object: 'list', data: state.models.map((id) => ({ id, object: 'model' })) },
        ),
      );
      return;
    }

    if (req.method === 'POST' && /\/embeddings$/.test(req.url ?? '')) {
      if (state.embeddings === '500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'status 500', type: 'api_error' } }));
        return;
      }
      const input = (Array.isArray(body.input) ? body.input : [body.input]) as string[];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(String(text)) })),
          model: body.model,
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
      return;
    }

    const failing = state.failNext > 0;
    if (failing) state.failNext -= 1;
    if (failing || state.mode === '401' || state.mode === '429' || state.mode === '500') {
      const status = failing ? 500 : Number(state.mode);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          anthropic
            ? { type: 'error', error: { type: 'api_error', message: `status ${status}` } }
            : { error: { message: `status ${status}`, type: 'api_error' } },
        ),
      );
      return;
    }
    if (state.mode === 'no-tools' && Array.isArray(body.tools)) {
      // As Ollama answers a request with tools for a model that has none.
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `registry.ollama.ai/library/${String(body.model)} does not support tools`, type: 'api_error' },
        }),
      );
      return;
    }
    if (!body.stream) {
      if (state.mode === 'stall') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(anthropic ? anthropicMessage(state.chunks.join('')) : openAiCompletion(state.chunks.join(''))));
      return;
    }
    const turn = Array.isArray(body.tools) && body.tools.length > 0 ? state.toolTurns.shift() : undefined;
    if (turn) return streamToolTurn(res, anthropic, turn);
    // OpenAI's last chunk holds the token counts when the request asks for them (`stream_options.include_usage`).
    const usage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
    await streamReply(res, anthropic, state.mode, state.chunks, state.finish, usage, state.gate);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    lastBody: () => state.requests.at(-1)?.body ?? {},
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function streamReply(
  res: ServerResponse,
  anthropic: boolean,
  mode: FakeMode,
  chunks: string[],
  finish: 'stop' | 'length',
  usage: boolean,
  gate: Promise<void> | null,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) =>
    res.write(anthropic ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n` : `data: ${JSON.stringify(data)}\n\n`);
  const delta = (text: string) =>
    anthropic
      ? send('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })
      : send('chunk', openAiChunk({ content: text }, null));

  if (anthropic) {
    send('message_start', { type: 'message_start', message: { ...anthropicMessage(''), content: [], stop_reason: null } });
    send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
  } else {
    send('chunk', openAiChunk({ role: 'assistant', content: '' }, null));
  }
  const [first = '', ...rest] = chunks;
  delta(first);
  if (mode === 'stall') return;
  if (mode === 'drop') {
    res.socket?.destroy();
    return;
  }
  if (mode === 'malformed') {
    res.write(anthropic ? 'event: content_block_delta\ndata: {"type":"content_block_delta",\n\n' : 'data: {"choices":[{"delta":\n\n');
    res.end();
    return;
  }
  if (gate) await gate;
  if (res.destroyed) return;
  for (const text of rest) delta(text);
  if (anthropic) {
    send('content_block_stop', { type: 'content_block_stop', index: 0 });
    send('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: finish === 'length' ? 'max_tokens' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 },
    });
    send('message_stop', { type: 'message_stop' });
  } else {
    send('chunk', openAiChunk({}, finish));
    if (usage)
      send('chunk', {
        ...openAiChunk({}, null),
        choices: [],
        usage: { prompt_tokens: 12, completion_tokens: chunks.length, total_tokens: 12 + chunks.length },
      });
    res.write('data: [DONE]\n\n');
  }
  res.end();
}

/** A step that ends in tool calls, in each protocol's streamed shape (OpenAI's `tool_calls` deltas, Anthropic's `tool_use` blocks). */
function streamToolTurn(res: ServerResponse, anthropic: boolean, turn: FakeToolTurn) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) =>
    res.write(anthropic ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n` : `data: ${JSON.stringify(data)}\n\n`);
  if (anthropic) {
    send('message_start', { type: 'message_start', message: { ...anthropicMessage(''), content: [], stop_reason: null } });
    const blocks = turn.text ? [{ type: 'text', text: turn.text }] : [];
    blocks.forEach((block, index) => {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
      send('content_block_stop', { type: 'content_block_stop', index });
    });
    turn.calls.forEach((call, i) => {
      const index = blocks.length + i;
      send('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      });
      send('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: call.arguments },
      });
      send('content_block_stop', { type: 'content_block_stop', index });
    });
    send('message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 5 } });
    send('message_stop', { type: 'message_stop' });
  } else {
    send('chunk', openAiChunk({ role: 'assistant', content: turn.text ?? '' }, null));
    turn.calls.forEach((call, index) => {
      send(
        'chunk',
        openAiChunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }, null),
      );
      send('chunk', openAiChunk({ tool_calls: [{ index, function: { arguments: call.arguments } }] }, null));
    });
    send('chunk', openAiChunk({}, 'tool_calls'));
    res.write('data: [DONE]\n\n');
  }
  res.end();
}

const openAiChunk = (delta: Record<string, unknown>, finish: string | null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'fake-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

const openAiCompletion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

const anthropicMessage = (text: string) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'fake-model',
  content: [{ type: 'text', text }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5 },
});

/** Words the fake embedding model takes for one meaning (each maps to the first of its group). */
const SYNONYMS = [
  ['price', 'prices', 'pricing', 'cost', 'costs', 'fee', 'fees', 'charge', 'charged', 'charges'],
  ['seat', 'seats', 'user', 'users', 'licence', 'licences', 'license', 'licenses'],
  ['month', 'monthly', 'months'],
];
const MEANING = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group[0] ?? word] as const)));
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'of', 'for', 'per', 'each', 'what', 'how', 'much', 'does', 'do', 'to', 'and']);
const DIMENSIONS = 256;

/**
 * A deterministic embedding: a bag of the text's words (synonyms above counted as one, stop words
 * dropped), each hashed (FNV-1a) to one of 256 dimensions, normalised. Texts sharing a meaning's
 * words are close; others are nearly orthogonal.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    let hash = 0x811c9dc5;
    for (const ch of MEANING.get(word) ?? word) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    vector[hash % DIMENSIONS] = (vector[hash % DIMENSIONS] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

import { APICallError, type LanguageModel } from 'ai';
import type { ModelTurn } from '../context/build-context';

/** A provider's language model (specification v3), as @ai-sdk/openai, anthropic and openai-compatible make them. */
export type ChatModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type Prompt = Parameters<ChatModel['doStream']>[0]['prompt'];

export type StreamOptions = {
  system: string;
  messages: ModelTurn[];
  maxOutputTokens: number;
  temperature: number;
  /** Retries of a retryable failure (429, 5xx, a dropped connection) before any text came. */
  maxRetries: number;
  retryDelayMs: number;
  signal: AbortSignal;
  /** Why the reply ended: 'stop', 'length' (cut at the output cap), ... */
  onFinish?: (finishReason: string) => void;
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Opens the provider's stream, retrying with exponential backoff as the AI SDK does. */
async function openStream(model: ChatModel, prompt: Prompt, opts: StreamOptions) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await model.doStream({
        prompt,
        maxOutputTokens: opts.maxOutputTokens,
        temperature: opts.temperature,
        abortSignal: opts.signal,
      });
    } catch (err) {
      const retryable = APICallError.isInstance(err) && err.isRetryable;
      if (!retryable || attempt >= opts.maxRetries || opts.signal.aborted) throw err;
      await wait(opts.retryDelayMs * 2 ** attempt, opts.signal);
    }
  }
}

/** The built turns in the provider interface's prompt shape; an image travels as a file part. */
export function toPrompt(system: string, messages: ModelTurn[]): Prompt {
  return [
    { role: 'system', content: system },
    ...messages.map((m): Prompt[number] =>
      m.role === 'user'
        ? {
            role: 'user',
            content: [
              { type: 'text', text: m.content },
              ...(m.image ? [{ type: 'file' as const, data: new Uint8Array(m.image.data), mediaType: m.image.mediaType }] : []),
            ],
          }
        : { role: 'assistant', content: [{ type: 'text', text: m.content }] },
    ),
  ];
}

/**
 * The text of a chat reply, straight from the provider package's stream: the package still speaks the
 * wire protocol (OpenAI, Anthropic, any OpenAI-compatible server), but streamText's orchestration
 * (prompt validation, telemetry spans, stream stitching) is left out of the path to the first token
 * (decision 005). Provider errors, in the stream or before it, are thrown as they come.
 */
export async function* streamModelText(model: ChatModel, opts: StreamOptions): AsyncGenerator<string> {
  const { stream } = await openStream(model, toPrompt(opts.system, opts.messages), opts);
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.type === 'text-delta') yield value.delta;
      else if (value.type === 'finish') opts.onFinish?.(value.finishReason.unified);
      else if (value.type === 'error') throw value.error;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

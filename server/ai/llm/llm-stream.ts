import { APICallError, type LanguageModel } from 'ai';
import type { ToolPart } from '../../../common/messages';
import type { ModelTurn } from '../context/build-context';
import type { WorkspaceTools } from '../types';
import { MAX_TOOL_STEPS, modelToolsFor, runModelToolCall, type ModelToolCall } from './llm-tools';

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
  /** Offers the PM toolbox: the model's calls run between steps, each told here once it has its result. */
  onToolPart?: (part: ToolPart) => void;
  /** The workspace tools offered beside the toolbox (with `onToolPart`). */
  workspace?: WorkspaceTools;
  /**
   * When the provider refuses tools (a model without tool calling): the note that takes their place
   * in the system prompt (what the offline router computed), and the reply is asked again without tools.
   */
  noteWithoutTools?: () => Promise<string | null>;
  /** Told the tokens of each model call as the provider reports them (a reply with tool steps makes several). */
  onUsage?: (usage: { inputTokens: number; outputTokens: number }) => void;
};

/** A provider's 400 that says the model takes no tools ("does not support tools", "tool use is not supported"). */
export function refusesTools(err: unknown): boolean {
  if (!APICallError.isInstance(err) || err.statusCode !== 400) return false;
  const said = `${err.message} ${err.responseBody ?? ''}`;
  return /\btools?\b|function.?call/i.test(said) && /not support|unsupported|does not|doesn't|not available|not enabled/i.test(said);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Opens the provider's stream, retrying with exponential backoff as the AI SDK does. */
async function openStream(model: ChatModel, prompt: Prompt, opts: StreamOptions, tools: boolean) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await model.doStream({
        prompt,
        maxOutputTokens: opts.maxOutputTokens,
        temperature: opts.temperature,
        abortSignal: opts.signal,
        ...(tools && { tools: modelToolsFor(opts.workspace), toolChoice: { type: 'auto' as const } }),
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

/** One model call: its text as it comes; its tool calls gathered into `calls`; answers why it ended. */
async function* streamStep(
  model: ChatModel,
  prompt: Prompt,
  opts: StreamOptions,
  tools: boolean,
  calls: ModelToolCall[],
): AsyncGenerator<string, string> {
  const { stream } = await openStream(model, prompt, opts, tools);
  const reader = stream.getReader();
  let finished = false;
  let finishReason = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.type === 'text-delta') yield value.delta;
      else if (value.type === 'tool-call') calls.push({ toolCallId: value.toolCallId, toolName: value.toolName, input: value.input });
      else if (value.type === 'finish') {
        finishReason = value.finishReason.unified;
        opts.onUsage?.({ inputTokens: value.usage.inputTokens.total ?? 0, outputTokens: value.usage.outputTokens.total ?? 0 });
      } else if (value.type === 'error') throw value.error;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  return finishReason;
}

/**
 * The text of a chat reply, straight from the provider package's stream: the package still speaks the
 * wire protocol (OpenAI, Anthropic, any OpenAI-compatible server), but streamText's orchestration
 * (prompt validation, telemetry spans, stream stitching) is left out of the path to the first token
 * (decision 005). Provider errors, in the stream or before it, are thrown as they come.
 *
 * With `onToolPart`, the model gets the PM toolbox (decision 052): a step that ends in tool calls has
 * them run, and the next step reads the calls and their results; after `MAX_TOOL_STEPS` such steps the
 * model is asked once more without tools, so a reply always ends in words.
 */
export async function* streamModelText(model: ChatModel, opts: StreamOptions): AsyncGenerator<string> {
  const prompt = toPrompt(opts.system, opts.messages);
  let offer = opts.onToolPart !== undefined;
  for (let step = 0; ; step++) {
    const tools = offer && step < MAX_TOOL_STEPS;
    const calls: ModelToolCall[] = [];
    let text = '';
    let deltas = streamStep(model, prompt, opts, tools, calls);
    let next: IteratorResult<string, string>;
    try {
      next = await deltas.next();
    } catch (err) {
      if (!tools || step > 0 || !refusesTools(err)) throw err;
      // The model takes no tools: it is asked again without them, with what the offline router computed.
      offer = false;
      const note = await opts.noteWithoutTools?.();
      if (note) prompt[0] = { role: 'system', content: `${opts.system}\n\n${note}` };
      deltas = streamStep(model, prompt, opts, false, calls);
      next = await deltas.next();
    }
    for (; !next.done; next = await deltas.next()) {
      text += next.value;
      yield next.value;
    }
    if (!tools || calls.length === 0) {
      opts.onFinish?.(next.value);
      return;
    }
    const ran = await Promise.all(calls.map((call) => runModelToolCall(call, opts.workspace)));
    for (const r of ran) opts.onToolPart?.(r.part);
    prompt.push(
      {
        role: 'assistant',
        content: [
          ...(text ? [{ type: 'text' as const, text }] : []),
          ...calls.map((c, i) => ({ type: 'tool-call' as const, toolCallId: c.toolCallId, toolName: c.toolName, input: ran[i]?.input })),
        ],
      },
      {
        role: 'tool',
        content: calls.map((c, i) => ({
          type: 'tool-result' as const,
          toolCallId: c.toolCallId,
          toolName: c.toolName,
          output: ran[i]?.output ?? { type: 'error-text' as const, value: 'The tool did not run.' },
        })),
      },
    );
  }
}

import type { EmbeddingModel } from 'ai';
import type { ChatModel } from './llm/llm-stream';

/** What a provider's factory is given: the model name (AI_MODEL or the provider's default), AI_BASE_URL and AI_API_KEY. */
export type ModelSettings = { model: string; baseURL?: string; apiKey?: string };

type Variable = 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY';

/** Everything Northstar knows of one AI provider. */
export type AiProviderRecord = {
  /** Its name for people, in the start-up log. */
  label: string;
  /** Tokens one request may hold (input and the reply's cap) when `AI_CONTEXT_TOKENS` is unset. */
  contextTokens: number;
  /** How much finer than OpenAI's o200k tokenizer its models cut text: token counts are multiplied by this. */
  tokenMargin: number;
  /** Whether its models read images: always, never, or when the model's name matches. */
  vision: boolean | RegExp;
  /**
   * Models known not to call tools (matched on the model's name): they get what the offline router
   * computed in their context instead. Any other model that refuses tools with a 400 gets the same.
   */
  noTools?: RegExp;
  /** The variables it cannot start without, each with an example (or `true`) for the message when one is missing. */
  needs?: { [V in Variable]?: string | true };
  /** The model used when `AI_MODEL` is unset. */
  defaultModel?: string;
  /**
   * Builds the AI SDK model, loading the provider's package only when it is the one chosen. A provider
   * without one is answered by the offline engine.
   */
  model?: (settings: ModelSettings) => Promise<ChatModel>;
  /** Builds its embedding model (`AI_EMBEDDING_MODEL`), for providers that offer one. */
  embeddingModel?: (settings: ModelSettings) => Promise<EmbeddingModel>;
};

const registry = <T extends Record<string, AiProviderRecord>>(providers: T) => providers;

/**
 * The AI providers, one record each. `AI_PROVIDER` accepts these names and refuses any other at
 * start-up; the engine (engine.ts) is built from the chosen record alone.
 */
export const PROVIDERS = registry({
  offline: { label: 'offline (rule-based, no AI model configured)', contextTokens: 64_000, tokenMargin: 1, vision: false },

  openai: {
    label: 'OpenAI',
    contextTokens: 64_000,
    tokenMargin: 1,
    vision: true,
    defaultModel: 'gpt-4o-mini',
    async model({ model, baseURL, apiKey }) {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey, baseURL }).chat(model);
    },
    async embeddingModel({ model, baseURL, apiKey }) {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey, baseURL }).embeddingModel(model);
    },
  },

  anthropic: {
    label: 'Anthropic',
    contextTokens: 100_000,
    tokenMargin: 1.2,
    vision: true,
    defaultModel: 'claude-3-5-haiku-latest',
    async model({ model, baseURL, apiKey }) {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey, baseURL })(model);
    },
  },

  /**
   * Ollama, vLLM, LM Studio, OpenRouter...: any server speaking the OpenAI protocol. Today's local models
   * read 32K tokens or more (a server started with a smaller window is set with AI_CONTEXT_TOKENS);
   * structured output sends its JSON schema, which these servers constrain their output to.
   */
  'openai-compatible': {
    label: 'OpenAI-compatible server',
    contextTokens: 32_768,
    tokenMargin: 1.25,
    vision: /gpt-4o|gpt-4\.1|gpt-5|o\d|claude|gemini|vision|llava|pixtral|-vl|qwen.*vl|llama3\.2-vision|minicpm-v|moondream/i,
    needs: { AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: true },
    // Ollama answers these with "does not support tools".
    noTools: /^(?:gemma|phi[23]?\b|tinyllama|llama2|codellama|deepseek-r1|llava)/i,
    async model({ model, baseURL, apiKey }) {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        supportsStructuredOutputs: true,
        // The streamed reply ends with its token counts, recorded as the reply's usage.
        includeUsage: true,
      }).chatModel(model);
    },
    async embeddingModel({ model, baseURL, apiKey }) {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL ?? '', apiKey }).embeddingModel(model);
    },
  },
});

export type AiProvider = keyof typeof PROVIDERS;
/** The values `AI_PROVIDER` accepts, in the registry's order. */
export const AI_PROVIDERS = Object.keys(PROVIDERS) as [AiProvider, ...AiProvider[]];

/** Whether a provider's model reads images. */
export const readsImages = (provider: AiProviderRecord, model: string) =>
  typeof provider.vision === 'boolean' ? provider.vision : provider.vision.test(model);

/** Whether a provider's model calls tools. */
export const callsTools = (provider: AiProviderRecord, model: string) => !provider.noTools?.test(model);

/** Why a provider cannot start with this configuration, or undefined when it can. */
export function missingSettings(name: AiProvider, env: Partial<Record<Variable, string>>): string | undefined {
  const record: AiProviderRecord = PROVIDERS[name];
  const needs = record.needs ?? {};
  const vars = Object.keys(needs) as Variable[];
  if (vars.every((v) => env[v])) return undefined;
  const named = vars.map((v) => (typeof needs[v] === 'string' ? `${v} (e.g. ${needs[v]})` : v));
  return `AI_PROVIDER=${name} needs ${named.join(' and ')}`;
}

import type { Config } from '../config';
import { callSettings, DEFAULT_CONTEXT_TOKENS } from './call-settings';
import { tokenCounter } from './context/tokens';
import { createOfflineEngine } from './offline/offline-engine';
import type { AiProvider } from './providers';
import type { AiEngine } from './types';

export const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;
const VISION_MODEL = /gpt-4o|gpt-4\.1|gpt-5|o\d|claude|gemini|vision|llava|pixtral|-vl|qwen.*vl|llama3\.2-vision|minicpm-v|moondream/i;

export type EngineOptions = { timeoutMs?: number; maxRetries?: number; retryDelayMs?: number };
type Limits = Required<EngineOptions> & Pick<LlmOptions, 'contextTokens' | 'settings' | 'count'>;

type LlmOptions = import('./llm/llm-engine').LlmOptions;
const llm = async () => (await import('./llm/llm-engine')).createLlmEngine;

/**
 * How each AI_PROVIDER value becomes an engine. The record must name every provider, or it does not
 * compile. Only the chosen provider's package (and the AI SDK) is loaded; the offline engine loads none.
 */
const FACTORIES: Record<AiProvider, (config: Config, limits: Limits) => Promise<AiEngine>> = {
  offline: async () => createOfflineEngine(),

  async openai(config, limits) {
    const model = config.AI_MODEL ?? DEFAULT_MODELS.openai;
    const { createOpenAI } = await import('@ai-sdk/openai');
    const openai = createOpenAI({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
    return (await llm())({ ...limits, model: openai.chat(model), info: { engine: 'llm', provider: 'openai', model }, vision: true });
  },

  async anthropic(config, limits) {
    const model = config.AI_MODEL ?? DEFAULT_MODELS.anthropic;
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const anthropic = createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
    return (await llm())({ ...limits, model: anthropic(model), info: { engine: 'llm', provider: 'anthropic', model }, vision: true });
  },

  /** Ollama, vLLM, LM Studio, OpenRouter...: any server speaking the OpenAI protocol. */
  async 'openai-compatible'(config, limits) {
    if (!config.AI_BASE_URL || !config.AI_MODEL) {
      throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL (e.g. http://localhost:11434/v1) and AI_MODEL');
    }
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    const compatible = createOpenAICompatible({ name: 'openai-compatible', baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY });
    return (await llm())({
      ...limits,
      model: compatible.chatModel(config.AI_MODEL),
      info: { engine: 'llm', provider: 'openai-compatible', model: config.AI_MODEL },
      vision: VISION_MODEL.test(config.AI_MODEL),
    });
  },
};

/** The only place that picks the engine: AI_PROVIDER decides, no code change needed. */
export function createEngine(config: Config, opts: EngineOptions = {}): Promise<AiEngine> {
  return FACTORIES[config.AI_PROVIDER](config, {
    timeoutMs: opts.timeoutMs ?? 60_000,
    contextTokens: config.AI_CONTEXT_TOKENS ?? DEFAULT_CONTEXT_TOKENS[config.AI_PROVIDER],
    settings: callSettings({ outputTokens: config.AI_OUTPUT_TOKENS, temperature: config.AI_TEMPERATURE }),
    count: tokenCounter(config.AI_PROVIDER),
    maxRetries: opts.maxRetries ?? 1,
    retryDelayMs: opts.retryDelayMs ?? 2000,
  });
}

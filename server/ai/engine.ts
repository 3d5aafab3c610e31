import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../config';
import { createLlmEngine } from './llm/llm-engine';
import { createOfflineEngine } from './offline/offline-engine';
import type { AiEngine } from './types';

export const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;
const VISION_MODEL = /gpt-4o|gpt-4\.1|gpt-5|o\d|claude|gemini|vision|llava|pixtral|-vl|qwen.*vl|llama3\.2-vision|minicpm-v|moondream/i;

export type EngineOptions = { timeoutMs?: number; maxOutputTokens?: number; maxRetries?: number; retryDelayMs?: number };

/** The only place that picks the engine: AI_PROVIDER decides, no code change needed. */
export function createEngine(config: Config, opts: EngineOptions = {}): AiEngine {
  const provider = config.AI_PROVIDER;
  if (provider === 'offline') return createOfflineEngine();
  const common = {
    timeoutMs: opts.timeoutMs ?? 60_000,
    maxOutputTokens: opts.maxOutputTokens ?? 2048,
    maxRetries: opts.maxRetries ?? 1,
    retryDelayMs: opts.retryDelayMs ?? 2000,
  };

  if (provider === 'openai') {
    const model = config.AI_MODEL ?? DEFAULT_MODELS.openai;
    const openai = createOpenAI({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
    return createLlmEngine({ ...common, model: openai.chat(model), info: { engine: 'llm', provider, model }, vision: true });
  }
  if (provider === 'anthropic') {
    const model = config.AI_MODEL ?? DEFAULT_MODELS.anthropic;
    const anthropic = createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
    return createLlmEngine({ ...common, model: anthropic(model), info: { engine: 'llm', provider, model }, vision: true });
  }
  if (!config.AI_BASE_URL || !config.AI_MODEL) {
    throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL (e.g. http://localhost:11434/v1) and AI_MODEL');
  }
  const compatible = createOpenAICompatible({ name: 'openai-compatible', baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY });
  return createLlmEngine({
    ...common,
    model: compatible.chatModel(config.AI_MODEL),
    info: { engine: 'llm', provider, model: config.AI_MODEL },
    vision: VISION_MODEL.test(config.AI_MODEL),
  });
}

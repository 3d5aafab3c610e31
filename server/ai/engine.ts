import type { Config } from '../config';
import { callSettings } from './call-settings';
import { tokenCounter } from './context/tokens';
import { createOfflineEngine } from './offline/offline-engine';
import { callsTools, missingSettings, PROVIDERS, readsImages, type AiProvider, type AiProviderRecord } from './providers';
import type { AiEngine } from './types';

export type EngineOptions = { timeoutMs?: number; maxRetries?: number; retryDelayMs?: number };

/** One model of one provider, with the address and key to reach it. */
export type ModelTarget = { provider: AiProvider; model: string; baseURL?: string; apiKey?: string; vision?: boolean };

/**
 * The only place that picks the engine: AI_PROVIDER names a record of the registry (providers.ts), and
 * the engine is built from that record alone, no code change needed. Only the chosen provider's package
 * (and the AI SDK) is loaded; the offline engine loads none.
 */
export async function createEngine(config: Config, opts: EngineOptions = {}): Promise<AiEngine> {
  const provider: AiProviderRecord = PROVIDERS[config.AI_PROVIDER];
  if (!provider.model) return createOfflineEngine();
  const missing = missingSettings(config.AI_PROVIDER, config);
  if (missing) throw new Error(missing);
  const model = config.AI_MODEL ?? provider.defaultModel;
  if (!model) throw new Error(`AI_PROVIDER=${config.AI_PROVIDER} needs AI_MODEL`);
  return createModelEngine(config, { provider: config.AI_PROVIDER, model, baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY }, opts);
}

/** The engine of one model: an AI connection's (picked per chat), or the environment's. */
export async function createModelEngine(config: Config, target: ModelTarget, opts: EngineOptions = {}): Promise<AiEngine> {
  const provider: AiProviderRecord = PROVIDERS[target.provider];
  if (!provider.model) return createOfflineEngine();
  const { createLlmEngine } = await import('./llm/llm-engine');
  return createLlmEngine({
    model: await provider.model({ model: target.model, baseURL: target.baseURL, apiKey: target.apiKey }),
    info: { engine: 'llm', provider: target.provider, model: target.model },
    vision: target.vision ?? readsImages(provider, target.model),
    tools: callsTools(provider, target.model),
    timeoutMs: opts.timeoutMs ?? 60_000,
    contextTokens: config.AI_CONTEXT_TOKENS ?? provider.contextTokens,
    settings: callSettings({ outputTokens: config.AI_OUTPUT_TOKENS, temperature: config.AI_TEMPERATURE }),
    count: tokenCounter(provider.tokenMargin),
    maxRetries: opts.maxRetries ?? 1,
    retryDelayMs: opts.retryDelayMs ?? 2000,
  });
}

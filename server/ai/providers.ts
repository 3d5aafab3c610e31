/**
 * The values AI_PROVIDER accepts. The configuration refuses any other at start-up, and the engine
 * factory (engine.ts) must build each one: adding a value here without its factory fails to compile.
 */
export const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

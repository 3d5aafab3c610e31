import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createEngine } from './engine';
import { AI_PROVIDERS } from './providers';

const configFor = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/northstar-engine-test', SESSION_SECRET: 's', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm', ...env });

describe('engine factory', () => {
  it.each(AI_PROVIDERS)('builds an engine for AI_PROVIDER=%s', async (provider) => {
    const engine = await createEngine(configFor({ AI_PROVIDER: provider }));
    expect(engine.info.provider).toBe(provider);
    expect(engine.info.engine).toBe(provider === 'offline' ? 'offline' : 'llm');
  });

  it('answers with the offline engine when no provider is set', async () => {
    expect((await createEngine(configFor({}))).info.engine).toBe('offline');
  });

  it('refuses an unknown AI_PROVIDER at start-up, naming the accepted ones', () => {
    expect(() => configFor({ AI_PROVIDER: 'gemini' })).toThrow(
      'AI_PROVIDER: AI_PROVIDER must be one of offline, openai, anthropic, openai-compatible',
    );
  });

  it('asks for the address and model of an OpenAI-compatible server', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/northstar-engine-test', SESSION_SECRET: 's', AI_PROVIDER: 'openai-compatible' });
    await expect(createEngine(config)).rejects.toThrow(/needs AI_BASE_URL .* and AI_MODEL/);
  });
});

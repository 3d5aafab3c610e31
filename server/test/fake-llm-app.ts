import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeLlm } from '../../tests/support/fake-llm';
import { useTestApp } from './harness';

type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;

/**
 * The test app answering with an LLM provider (OpenAI-compatible unless told): a real HTTP server
 * speaking the OpenAI and Anthropic protocols (`fake`), reset to answer normally before each test; calls time out after 1.5 s and are not retried.
 */
export function useFakeLlmApp(
  provider: 'openai-compatible' | 'openai' | 'anthropic' = 'openai-compatible',
  env: Record<string, string> = {},
) {
  const llm = {} as { fake: FakeLlm };
  beforeAll(async () => {
    llm.fake = await startFakeLlm();
  });
  afterAll(() => llm.fake.close());
  const t = useTestApp(
    () => ({ AI_PROVIDER: provider, AI_BASE_URL: llm.fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', ...env }),
    { maxRetries: 0, timeoutMs: 1500 },
  );
  beforeEach(() => {
    llm.fake.state.mode = 'ok';
    llm.fake.state.finish = 'stop';
    llm.fake.state.requests.length = 0;
    llm.fake.state.toolTurns.length = 0;
  });
  return { t, llm };
}

import type { Page } from '@playwright/test';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';

/**
 * On a second Northstar (one configured with a model), a new user signed in in the page with a chat
 * of `type` that already has a message (which takes it out of the guided questions): its id and the
 * user's headers for API calls.
 */
export async function chatOnSecondApp(page: Page, app: Awaited<ReturnType<typeof startAppProcess>>, user: string, type: string) {
  const headers = await app.signIn(user);
  const [name, value] = (headers.cookie as string).split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: app.base }]);
  const created = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type }) });
  const { id } = (await created.json()) as { id: string };
  await fetch(`${app.base}/api/documents/${id}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ role: 'assistant', content: 'Ask me anything about your product.' }),
  });
  return { id, headers };
}

/**
 * Per test file, a second Northstar configured with an OpenAI-compatible provider: a real HTTP
 * server speaking the protocol (`fake`) that answers `reply`. `port` is this file's own offset from
 * the E2E port; the desktop and phone runs get one server each, since they may start at once.
 */
export function useSecondAppWithModel(test: typeof import('./fixtures').test, reply: string[], port: number) {
  const started = {} as { fake: Awaited<ReturnType<typeof startFakeLlm>>; app: Awaited<ReturnType<typeof startAppProcess>> };
  test.beforeAll(async ({ browserName: _ }, info) => {
    // Starting a second server (a fresh database) takes 20 s and more on a busy machine.
    test.setTimeout(90_000);
    started.fake = await startFakeLlm({ reply });
    started.app = await startAppProcess(
      {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: started.fake.baseUrl,
        AI_MODEL: 'fake-model',
        PLAN_LIMITS: 'off',
        LOG_LEVEL: 'fatal',
      },
      port + (info.project.name === 'mobile' ? 1 : 0),
    );
  });
  test.afterAll(async () => {
    await started.app?.stop();
    await started.fake?.close();
  });
  return started;
}

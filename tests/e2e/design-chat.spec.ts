import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';
import { expect, test } from './fixtures';

/**
 * The design chat against a model: a second Northstar, configured with an OpenAI-compatible provider
 * (a real HTTP server speaking the protocol, whose answers the test switches), so that a reply can be
 * held mid-stream and stopped, or fail and be retried.
 */
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;

test.beforeAll(async () => {
  // Starting a second server (a fresh database) takes 20 s and more on a busy machine, like the restart test's.
  test.setTimeout(90_000);
  fake = await startFakeLlm();
  app = await startAppProcess(
    // Provider failures are logged as errors; this run causes one on purpose.
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PLAN_LIMITS: 'off', LOG_LEVEL: 'fatal' },
    E2E_PORT + 1000,
  );
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const chatLog = (page: Page) => page.getByRole('log', { name: 'Design Chat messages' });
const replies = (page: Page) => chatLog(page).getByRole('article', { name: 'Northstar said' });
const input = (page: Page) => page.getByPlaceholder('Ask about the design...');

/** A signed-in browser on the second server, with a design whose analysis is saved. */
async function openAnalysedDesign(page: Page) {
  const headers = await app.signIn('designer');
  const [name, value] = (headers.cookie as string).split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: app.base }]);
  const post = async (url: string, body: unknown) =>
    (await fetch(`${app.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<{ id: string }>;
  const design = await post('/api/designs', { title: 'Checkout', content: '' });
  await post(`/api/designs/${design.id}/messages`, { content: '## Review\nThe pay button is too small.', role: 'assistant' });
  await page.goto(`${app.base}/designs/${design.id}`);
  await expect(replies(page)).toHaveCount(1);
  return { design, headers };
}

test('the design chat streams a reply, stops it keeping what came, and retries a failed one', async ({ page }) => {
  const { design, headers } = await openAnalysedDesign(page);
  const saved = async () =>
    ((await (await fetch(`${app.base}/api/designs/${design.id}/messages`, { headers })).json()) as { role: string; content: string }[]).map(
      (m) => `${m.role}: ${m.content}`,
    );

  // The provider sends its first words, then holds: the words show at once, and Stop keeps them.
  fake.state.mode = 'stall';
  await input(page).fill('What should I fix first?');
  await input(page).press('Enter');
  await expect(replies(page).last()).toContainText('Hello');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await expect
    .poll(saved)
    .toEqual(['assistant: ## Review\nThe pay button is too small.', 'user: What should I fix first?', 'assistant: Hello']);
  await expect(replies(page)).toHaveCount(2);

  // The provider fails: the question stays, with the reason and Retry, which asks for a new reply.
  fake.state.mode = '500';
  await input(page).fill('Is the contrast good enough?');
  await input(page).press('Enter');
  await expect(chatLog(page).getByRole('alert')).toContainText('The AI provider');
  await expect(chatLog(page).getByRole('article', { name: 'You said' }).last()).toContainText('Is the contrast good enough?');
  fake.state.mode = 'ok';
  await chatLog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(replies(page).last()).toContainText('Hello from the model.');
  await expect(chatLog(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect
    .poll(async () => (await saved()).slice(3))
    .toEqual(['user: Is the contrast good enough?', 'assistant: Hello from the model.']);

  // After a reload the conversation is the saved one.
  await page.reload();
  await expect(replies(page)).toHaveCount(3);
});

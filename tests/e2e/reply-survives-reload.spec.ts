import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';
import { expect, test } from './fixtures';
import { chatOnSecondApp } from './second-app';

/**
 * A reply survives a reload: a second Northstar configured with an OpenAI-compatible provider (a real
 * HTTP server speaking the protocol) that sends its first words, then waits until the test lets it go on.
 */
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;

test.beforeAll(async ({ browserName: _ }, info) => {
  // Starting a second server (a fresh database) takes 20 s and more on a busy machine.
  test.setTimeout(90_000);
  fake = await startFakeLlm({ reply: ['Start with the ', 'riskiest assumption, then test it.'] });
  app = await startAppProcess(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PLAN_LIMITS: 'off', LOG_LEVEL: 'fatal' },
    // One server per project, since the desktop and phone runs may start at once.
    E2E_PORT + 1200 + (info.project.name === 'mobile' ? 1 : 0),
  );
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const replies = (page: Page) => page.getByRole('article', { name: 'Northstar said' });
const SHOTS = 'test-results/reply-survives-reload';

test('a reply goes on through a reload and is shown to its end @mobile', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const doc = await chatOnSecondApp(page, app, `reload-${info.project.name}`, 'enhance');
  let release!: () => void;
  fake.state.gate = new Promise<void>((resolve) => (release = resolve));
  await page.goto(`${app.base}/chat/${doc.id}`);
  const composer = page.getByPlaceholder('Type your message or paste an image...');
  // The chat's earlier turn (the helper's first message and its reply) has loaded.
  await expect(replies(page).first()).toBeVisible();
  const before = await replies(page).count();
  await composer.fill('Where do I start?');
  await composer.press('Enter');
  await expect(replies(page).last()).toContainText('Start with the');

  // Reloaded mid-reply: the reply so far is shown, followed live, and the composer offers Stop.
  await page.reload();
  await expect(page.getByRole('article', { name: 'You said' }).last()).toContainText('Where do I start?');
  await expect(replies(page).last()).toContainText('Start with the');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-following.png`, fullPage: true });

  fake.state.gate = null;
  release();
  await expect(replies(page).last()).toContainText('Start with the riskiest assumption, then test it.');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-finished.png`, fullPage: true });

  // Saved whole, once.
  await page.reload();
  await expect(replies(page).last()).toContainText('Start with the riskiest assumption, then test it.');
  await expect(replies(page)).toHaveCount(before + 1);
});

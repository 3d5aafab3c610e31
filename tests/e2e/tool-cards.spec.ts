import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';
import { expect, test } from './fixtures';
import { chatOnSecondApp } from './second-app';

/**
 * A model's tool call shown as a card: a second Northstar configured with an OpenAI-compatible provider
 * (a real HTTP server speaking the protocol) whose first step calls the sample-size tool.
 */
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;

test.beforeAll(async ({ browserName: _ }, info) => {
  // Starting a second server (a fresh database) takes 20 s and more on a busy machine.
  test.setTimeout(90_000);
  fake = await startFakeLlm({ reply: ['You need ', '435 users per arm.'] });
  app = await startAppProcess(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PLAN_LIMITS: 'off', LOG_LEVEL: 'fatal' },
    // One server per project, since the desktop and phone runs may start at once.
    E2E_PORT + 1100 + (info.project.name === 'mobile' ? 1 : 0),
  );
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const replies = (page: Page) => page.getByRole('article', { name: 'Northstar said' });
const SHOTS = 'test-results/tool-cards';

test('a reply that called a tool shows a card whose inputs recompute @mobile', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const doc = await chatOnSecondApp(page, app, `tools-${info.project.name}`, 'enhance');
  fake.state.toolTurns.push({ calls: [{ id: 'call_1', name: 'sample_size', arguments: '{"baselineRate":0.05,"targetRate":0.1}' }] });
  await page.goto(`${app.base}/chat/${doc.id}`);
  await page.getByPlaceholder('Type your message or paste an image...').fill('How many users do I need to tell 5% from 10%?');
  await page.getByPlaceholder('Type your message or paste an image...').press('Enter');

  const card = replies(page).last().getByRole('region', { name: 'Sample size' });
  await expect(card).toContainText('435 users per arm (870 in total)');
  await expect(card).toContainText('(p₂ − p₁)²');
  await expect(replies(page).last()).toContainText('You need 435 users per arm.');
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-light.png`, fullPage: true });

  // A new baseline recomputes on the server; a rate given as a percentage gets the schema's message.
  await card.getByLabel('Baseline rate').fill('0.2');
  await card.getByLabel('Target rate').fill('0.25');
  await card.getByRole('button', { name: 'Recompute' }).click();
  await expect(card).toContainText('1,094 users per arm');
  await card.getByLabel('Baseline rate').fill('20');
  await card.getByRole('button', { name: 'Recompute' }).click();
  await expect(card.getByRole('alert')).toContainText('baselineRate must be below 1 (a fraction: 0.11 for 11 %)');
  await expect(card).toContainText('1,094 users per arm');
  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(card).toContainText('435 users per arm');
  await expect(card.getByRole('alert')).toHaveCount(0);

  // Reloaded, the reply still has its card: the call was saved with the message.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(replies(page).last().getByRole('region', { name: 'Sample size' })).toContainText('435 users per arm');
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-dark.png`, fullPage: true });
});

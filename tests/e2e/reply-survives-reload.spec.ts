import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from './fixtures';
import { chatOnSecondApp, useSecondAppWithModel } from './second-app';

/**
 * A reply survives a reload: a second Northstar whose model sends its first words, then waits until
 * the test lets it go on (`fake.state.gate`).
 */
const started = useSecondAppWithModel(test, ['Start with the ', 'riskiest assumption, then test it.'], E2E_PORT + 1300);

const replies = (page: Page) => page.getByRole('article', { name: 'Northstar said' });
const SHOTS = 'test-results/reply-survives-reload';

test('a reply goes on through a reload and is shown to its end @mobile', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const { app, fake } = started;
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

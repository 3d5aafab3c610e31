import type { ConsoleMessage, Page } from '@playwright/test';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

/** Every console warning and error of the page, and every uncaught error, as lines. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
  return problems;
}

/** Opens a page and waits until its screen shows and the network is quiet (preloads used or not). */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the main pages log no console warning or error, signed out and signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);

  await visit(page, '/', 'Your AI Chief Product Officer');
  await visit(page, '/no-such-page', '404 Page Not Found');

  await signInThroughUi(page, uniqueEmail('console'));
  const id = await createDocument(page, 'Launch plan', '<h1>Launch plan</h1><p>Who does what.</p>');
  await visit(page, '/', 'What do you want to know?');
  await visit(page, '/chats', 'All Chats');
  await visit(page, '/documents', 'Documents');
  await visit(page, `/documents?id=${id}`, /Launch plan|Documents/);
  await visit(page, '/designs', 'Designs');
  await visit(page, '/designs/new', /Design/);
  await visit(page, '/templates', 'Templates');
  await visit(page, '/account', 'Account Settings');
  await visit(page, '/billing', 'Plans & Billing');
  await visit(page, '/admin', /Admin|What do you want to know\?/);

  expect(problems).toEqual([]);
});

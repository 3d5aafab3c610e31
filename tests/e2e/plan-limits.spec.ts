import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { expect, test } from './fixtures';

/**
 * Plan limits are off unless PLAN_LIMITS=on: these tests run a second Northstar with them on, where a
 * Basic account makes 3 chats, documents or designs a month and an administrator is never capped.
 */
const ADMIN = `owner-${randomBytes(4).toString('hex')}@example.com`;
let app: Awaited<ReturnType<typeof startAppProcess>>;

// One worker runs this file's tests in order, on the one server they share.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Starting a second server (a fresh database) takes 20 s and more on a busy machine.
  test.setTimeout(90_000);
  app = await startAppProcess({ PLAN_LIMITS: 'on', ADMIN_EMAILS: ADMIN }, E2E_PORT + 1100);
});
test.afterAll(async () => {
  await app?.stop();
});

/** A browser signed in on the second server, and the headers of that session for API calls. */
async function signedIn(page: Page, name: string) {
  const headers = await app.signIn(name);
  const [cookie, value] = (headers.cookie as string).split('=') as [string, string];
  await page.context().addCookies([{ name: cookie, value, url: app.base }]);
  return headers;
}

const createChats = async (headers: Record<string, string>, count: number) => {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ title: `Chat ${i}` }) });
    expect(res.status).toBe(201);
  }
};

async function ask(page: Page, question: string) {
  await page.goto(`${app.base}/`);
  const box = page.getByPlaceholder('Ask anything...');
  await box.fill(question);
  await box.press('Enter');
}

test('a Basic user at the limit hears it under the home question, with the way to the plans page', async ({ page }) => {
  const headers = await signedIn(page, 'capped');
  await createChats(headers, 3);

  await ask(page, 'How should we price the team plan?');
  const alert = page.getByRole('alert').filter({ hasText: 'The Basic plan includes 3 documents per month' });
  await expect(alert).toContainText('Upgrade to Pro for unlimited documents');
  await expect(page).toHaveURL(`${app.base}/`);
  await expect(page.getByPlaceholder('Ask anything...')).toHaveValue('How should we price the team plan?');

  await alert.getByRole('link', { name: 'See plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans & Billing' })).toBeVisible();
  await expect(page.getByText('3 of 3 documents used this month')).toBeVisible();

  // A journey card, refused too, says so in its toast with the same way out.
  await page.goto(`${app.base}/`);
  await page.getByRole('button', { name: /Validate Your Ideas/ }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('The Basic plan includes 3 documents per month');
  await toast.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(`${app.base}/billing`);
});

test('an administrator on the Basic plan is never capped', async ({ page }) => {
  const headers = await signedIn(page, ADMIN);
  await createChats(headers, 3);

  await ask(page, 'What should the onboarding checklist include?');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}/);
  await page.goto(`${app.base}/billing`);
  await expect(page.getByText('4 documents used this month (unlimited)')).toBeVisible();
  await expect(page.getByText('Administrators are not capped by plans')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Pro', exact: true }).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/admin',
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { codeOf } from '../support/smtp-sink';

let ipCounter = 0;

/** Each test browses from its own client address, so the per-IP send limit never couples tests. */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    ipCounter += 1;
    const ip = `198.51.${testInfo.workerIndex % 250}.${(ipCounter % 250) + 1}`;
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await use(context);
  },
});
export { expect };

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The newest code mailed to `email` through the SMTP sink, waiting for it to arrive. */
export async function codeFor(email: string, after = 0): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright test');
  await expect.poll(() => mailsTo(dir, email).length, { message: `a code mailed to ${email}`, timeout: 10_000 }).toBeGreaterThan(after);
  return codeOf(readFileSync(path.join(dir, mailsTo(dir, email).at(-1) as string), 'utf8'));
}

/** The mails fully written to `email`, oldest first (a mail being written ends in `.part`). */
const mailsTo = (dir: string, email: string) =>
  readdirSync(dir)
    .filter((f) => f.startsWith(`${email}.`) && f.endsWith('.eml'))
    .sort();

export const mailCount = (email: string) => mailsTo(process.env.E2E_MAIL_DIR as string, email).length;

/** Signs in through the landing screen exactly as a user does. */
export async function signInThroughUi(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Creates an editor document through the API from the page (writes must come from the site). */
export const createDocument = (page: Page, title: string, content: string) =>
  page.evaluate(
    async ([name, html]) => {
      const res = await fetch('/api/documents', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: name, content: html, type: 'enhance' }),
      });
      return ((await res.json()) as { id: string }).id;
    },
    [title, content] as const,
  );

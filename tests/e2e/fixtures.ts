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

/** Signs in through the landing screen exactly as a user does, with the code mailed after this request. */
export async function signInThroughUi(page: Page, email: string) {
  const before = mailCount(email);
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(email, before));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Posts JSON from the page (writes must come from the site) and returns the answer; a refusal throws. */
export const postFromPage = <T = { id: string }>(page: Page, url: string, body: object) =>
  page.evaluate(
    async ([address, json]) => {
      const res = await fetch(address, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: json,
      });
      if (!res.ok) throw new Error(`${address}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    [url, JSON.stringify(body)] as const,
  ) as Promise<T>;

/** Creates an editor document through the API from the page; its id. */
export const createDocument = async (page: Page, title: string, content: string) =>
  (await postFromPage(page, '/api/documents', { title, content, type: 'enhance' })).id;

/** Waits until the page is still: requests done, entrance animations over (spinners never end: not waited for). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

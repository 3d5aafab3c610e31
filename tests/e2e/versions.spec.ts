import type { Page } from '@playwright/test';
import { caretToEnd } from './editor-caret';
import { codeFor, expect, mailCount, signInThroughUi, test, uniqueEmail } from './fixtures';

const WEAK_PRD =
  '<h1>Checkout revamp</h1><h2>Problem</h2><p>Shoppers abandon carts at the payment step.</p>' +
  '<h2>Requirements</h2><ul><li><p>Users can pay with a saved card.</p></li></ul>' +
  '<h2>Goals</h2><p>The new payment flow should be fast.</p>';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Document editor' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' });
const json = (page: Page) => ({ origin: new URL(page.url()).origin, 'content-type': 'application/json' });

async function createDocument(page: Page, title: string, content: string) {
  const res = await page.request.post('/api/documents', { headers: json(page), data: { title, content, type: 'enhance' } });
  return ((await res.json()) as { id: string }).id;
}
const stored = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;
const versions = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/documents/${id}/versions`)).json()) as { id: string; source: string }[];

test('suggested edits from a review: accept one, reject one, see the history and restore the earlier version', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('suggest'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page)).toContainText('should be fast');
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(page.getByText('Analysis generated successfully').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Suggest edits' }).click();
  const vague = suggestions(page).getByRole('listitem', { name: /"fast" hides a decision/ });
  const risks = suggestions(page).getByRole('listitem', { name: /Risks, assumptions & dependencies section is missing/ });
  await expect(vague).toBeVisible();
  await expect(risks).toBeVisible();
  // Shown in the text too, before anything changes.
  await expect(editor(page).locator('.suggestion-mark').first()).toBeVisible();
  await expect(editor(page).locator('.suggestion-mark', { hasText: 'The new payment flow should be fast.' })).toHaveCount(1);
  expect(await stored(page, id)).toBe(WEAK_PRD);

  await vague.getByRole('button', { name: 'Accept' }).click();
  await expect(vague).toHaveCount(0);
  await expect(editor(page)).not.toContainText('should be fast.');
  await risks.getByRole('button', { name: 'Reject' }).click();
  await expect(risks).toHaveCount(0);
  await expect.poll(() => stored(page, id)).not.toContain('should be fast.');
  expect(await stored(page, id)).not.toContain('Risks');
  // Accepting is one undo step.
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor(page)).toContainText('should be fast.');
  await page.keyboard.press('ControlOrMeta+y');
  await expect(editor(page)).not.toContainText('should be fast.');

  await page.getByRole('button', { name: 'History' }).click();
  const list = page.getByRole('list', { name: 'Versions' });
  await expect(list.getByRole('button').first()).toContainText('AI edits');
  await list.getByRole('button').filter({ hasText: 'You' }).last().click();
  await expect(page.getByLabel('Differences').locator('del', { hasText: 'fast' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(editor(page)).toContainText('The new payment flow should be fast.');
  await expect.poll(() => stored(page, id)).toBe(WEAK_PRD);
  expect((await versions(page, id)).map((v) => v.source).slice(0, 3)).toEqual(['restore', 'ai', 'user']);
});

async function signIn(page: Page, email: string) {
  const before = mailCount(email);
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(email, before));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

async function typeAtEnd(page: Page, text: string) {
  await caretToEnd(page, editor(page));
  await page.keyboard.type(text);
}

test('two browsers edit the same document: the later save is not silent, and neither loses text', async ({ browser }) => {
  const email = uniqueEmail('twotabs');
  const first = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.61' } })).newPage();
  const second = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' } })).newPage();
  await signIn(first, email);
  await signIn(second, email);
  const id = await createDocument(first, 'Shared PRD', '<p>Shared start.</p>');
  await first.goto(`/documents?id=${id}`);
  await second.goto(`/documents?id=${id}`);
  await expect(editor(first)).toContainText('Shared start.');
  await expect(editor(second)).toContainText('Shared start.');

  await typeAtEnd(first, ' Alpha from the first tab.');
  await expect.poll(() => stored(first, id)).toContain('Alpha from the first tab.');
  await typeAtEnd(second, ' Beta from the second tab.');

  const dialog = second.getByRole('dialog', { name: 'This document was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Their text' })).toContainText('Alpha from the first tab.');
  await expect(dialog.getByRole('region', { name: 'Your text' })).toContainText('Beta from the second tab.');
  // The first tab's text was not overwritten silently.
  expect(await stored(first, id)).toContain('Alpha from the first tab.');
  await dialog.getByRole('button', { name: 'Keep both as versions' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(second)).toContainText('Alpha from the first tab.');

  // Both texts are kept: the current one and, in the history, the other.
  expect(await stored(first, id)).toContain('Alpha from the first tab.');
  const texts = await Promise.all(
    (await versions(first, id)).map(
      async (v) => (await (await first.request.get(`/api/documents/${id}/versions/${v.id}`)).json()).content as string,
    ),
  );
  expect(texts.some((t) => t.includes('Beta from the second tab.'))).toBe(true);
  expect(texts.some((t) => t.includes('Alpha from the first tab.'))).toBe(true);
});

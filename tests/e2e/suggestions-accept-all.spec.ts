import type { Page } from '@playwright/test';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const WEAK_PRD =
  '<h1>Checkout revamp</h1><h2>Problem</h2><p>Shoppers abandon carts at the payment step.</p>' +
  '<h2>Requirements</h2><ul><li><p>Users can pay with a saved card.</p></li></ul>' +
  '<h2>Goals</h2><p>The new payment flow should be fast.</p>';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Document editor' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' });
const versions = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/documents/${id}/versions`)).json()) as { id: string; source: string }[];
const stored = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;

test('Accept all applies every suggested edit as one change: one version, and one Undo brings the text back', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('accept-all'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page)).toContainText('should be fast');
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(page.getByText('Analysis generated successfully').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Suggest edits' }).click();
  await expect(suggestions(page).getByRole('listitem').first()).toBeVisible();
  const proposed = await suggestions(page).getByRole('listitem').count();
  expect(proposed).toBeGreaterThan(1);
  const before = await versions(page, id);
  const textBefore = await editor(page).innerText();

  const accepted = page.waitForResponse((res) => res.url().endsWith(`/api/documents/${id}/suggestions/accept`));
  await page.getByRole('button', { name: 'Accept all' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(suggestions(page)).toHaveCount(0);
  await expect(editor(page)).not.toContainText('should be fast.');

  // One version for all of them, and the stored text is the editor's.
  const after = await versions(page, id);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]?.source).toBe('ai');
  expect(after.slice(1)).toEqual(before);
  const applied = await stored(page, id);
  expect(applied).not.toBe(WEAK_PRD);
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');

  // One Undo takes every one of them back; Redo puts them all back.
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor(page)).toContainText('The new payment flow should be fast.');
  expect(await editor(page).innerText()).toBe(textBefore);
  await page.keyboard.press('ControlOrMeta+y');
  await expect(editor(page)).not.toContainText('should be fast.');
});

import type { Page } from '@playwright/test';
import { caretToEnd } from './editor-caret';
import { editor, openAnalyzed, storedContent, suggestions, versionsOf, WEAK_PRD } from './editor-page';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

test('suggested edits from a review: accept one, reject one, see the history and restore the earlier version', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('suggest'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await openAnalyzed(page, id, 'should be fast');

  await page.getByRole('button', { name: 'Suggest edits' }).click();
  const vague = suggestions(page).getByRole('listitem', { name: /"fast" hides a decision/ });
  const risks = suggestions(page).getByRole('listitem', { name: /Risks, assumptions & dependencies section is missing/ });
  await expect(vague).toBeVisible();
  await expect(risks).toBeVisible();
  // Shown in the text too, before anything changes.
  await expect(editor(page).locator('.suggestion-mark').first()).toBeVisible();
  await expect(editor(page).locator('.suggestion-mark', { hasText: 'The new payment flow should be fast.' })).toHaveCount(1);
  expect(await storedContent(page, id)).toBe(WEAK_PRD);

  await vague.getByRole('button', { name: 'Accept' }).click();
  await expect(vague).toHaveCount(0);
  await expect(editor(page)).not.toContainText('should be fast.');
  await risks.getByRole('button', { name: 'Reject' }).click();
  await expect(risks).toHaveCount(0);
  await expect.poll(() => storedContent(page, id)).not.toContain('should be fast.');
  expect(await storedContent(page, id)).not.toContain('Risks');
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
  await expect.poll(() => storedContent(page, id)).toBe(WEAK_PRD);
  expect((await versionsOf(page, id)).map((v) => v.source).slice(0, 3)).toEqual(['restore', 'ai', 'user']);
});

async function typeAtEnd(page: Page, text: string) {
  await caretToEnd(page, editor(page));
  await page.keyboard.type(text);
}

test('two browsers edit the same document: the later save is not silent, and neither loses text', async ({ browser }) => {
  const email = uniqueEmail('twotabs');
  const first = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.61' } })).newPage();
  const second = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' } })).newPage();
  await signInThroughUi(first, email);
  await signInThroughUi(second, email);
  const id = await createDocument(first, 'Shared PRD', '<p>Shared start.</p>');
  await first.goto(`/documents?id=${id}`);
  await second.goto(`/documents?id=${id}`);
  await expect(editor(first)).toContainText('Shared start.');
  await expect(editor(second)).toContainText('Shared start.');

  await typeAtEnd(first, ' Alpha from the first tab.');
  await expect.poll(() => storedContent(first, id)).toContain('Alpha from the first tab.');
  await typeAtEnd(second, ' Beta from the second tab.');

  const dialog = second.getByRole('dialog', { name: 'This document was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Their text' })).toContainText('Alpha from the first tab.');
  await expect(dialog.getByRole('region', { name: 'Your text' })).toContainText('Beta from the second tab.');
  // The first tab's text was not overwritten silently.
  expect(await storedContent(first, id)).toContain('Alpha from the first tab.');
  await dialog.getByRole('button', { name: 'Keep both as versions' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(second)).toContainText('Alpha from the first tab.');

  // Both texts are kept: the current one and, in the history, the other.
  expect(await storedContent(first, id)).toContain('Alpha from the first tab.');
  const texts = await Promise.all(
    (await versionsOf(first, id)).map(
      async (v) => (await (await first.request.get(`/api/documents/${id}/versions/${v.id}`)).json()).content as string,
    ),
  );
  expect(texts.some((t) => t.includes('Beta from the second tab.'))).toBe(true);
  expect(texts.some((t) => t.includes('Alpha from the first tab.'))).toBe(true);
});

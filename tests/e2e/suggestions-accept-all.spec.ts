import { editor, openAnalyzed, storedContent, suggestions, versionsOf, WEAK_PRD } from './editor-page';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

test('Accept all applies every suggested edit as one change: one version, and one Undo brings the text back', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('accept-all'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await openAnalyzed(page, id, 'should be fast');
  await page.getByRole('button', { name: 'Suggest edits' }).click();
  await expect(suggestions(page).getByRole('listitem').first()).toBeVisible();
  const proposed = await suggestions(page).getByRole('listitem').count();
  expect(proposed).toBeGreaterThan(1);
  const before = await versionsOf(page, id);
  const textBefore = await editor(page).innerText();

  const accepted = page.waitForResponse((res) => res.url().endsWith(`/api/documents/${id}/suggestions/accept`));
  await page.getByRole('button', { name: 'Accept all' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(suggestions(page)).toHaveCount(0);
  await expect(editor(page)).not.toContainText('should be fast.');

  // One version for all of them, and the stored text is the editor's.
  const after = await versionsOf(page, id);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]?.source).toBe('ai');
  expect(after.slice(1)).toEqual(before);
  const applied = await storedContent(page, id);
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

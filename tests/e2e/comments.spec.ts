import type { Page } from '@playwright/test';
import { editor, openAnalyzed, storedContent, suggestions, WEAK_PRD } from './editor-page';
import { createDocument, expect, mailCount, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';

/** The widths and themes the panel's screenshots are taken at. */
const LOOKS = [
  [1280, 'light'],
  [1280, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const;

const panel = (page: Page) => page.getByRole('complementary', { name: 'Comments' });
const highlight = (page: Page) => editor(page).locator('.comment-highlight');

/** Selects the first occurrence of `words` in the editor, as a reader dragging over it would. */
async function select(page: Page, words: string) {
  await editor(page).click();
  await page.evaluate((wanted) => {
    const root = document.querySelector('.document-editor');
    const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the editor`);
  }, words);
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(words);
}

test('select a passage, comment, reply, resolve and reopen; the comment follows its passage and stays out of the text', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInThroughUi(page, uniqueEmail('comments'));
  const id = await createDocument(page, 'Checkout PRD', '<p>Redesign the checkout flow for mobile buyers.</p><p>Ship by May.</p>');
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page)).toContainText('checkout flow');

  await select(page, 'checkout flow');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const draft = panel(page).getByRole('region', { name: 'New comment' });
  await expect(draft.getByText('checkout flow')).toBeVisible();
  await draft.getByRole('combobox', { name: 'Comment' }).fill('Which devices count as mobile?');
  await draft.getByRole('button', { name: 'Comment' }).click();
  const thread = panel(page).getByRole('article').filter({ hasText: 'Which devices count as mobile?' });
  await expect(thread).toBeVisible();
  await expect(highlight(page)).toHaveText('checkout flow');

  // A reply in the thread.
  await thread.getByRole('combobox', { name: 'Reply' }).fill('Phones and small tablets');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Phones and small tablets');

  // The passage moves when text is typed before it: the highlight follows it.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('Now: ');
  await expect(editor(page)).toContainText('Now: Redesign the checkout flow');
  await expect(highlight(page)).toHaveText('checkout flow');
  await expect(thread.getByText('Passage removed or changed')).toHaveCount(0);

  // Resolve: the thread folds under Resolved and its highlight goes; Reopen brings both back.
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(highlight(page)).toHaveCount(0);
  const resolvedToggle = panel(page).getByRole('button', { name: 'Resolved (1)' });
  await expect(resolvedToggle).toBeVisible();
  // The thread just resolved stays in view (it is focused); folding hides it, unfolding shows it again.
  await expect(thread.getByText(/Resolved by/)).toBeVisible();
  await resolvedToggle.click();
  await expect(thread).toHaveCount(0);
  await resolvedToggle.click();
  await expect(thread.getByText(/Resolved by/)).toBeVisible();
  await thread.getByRole('button', { name: 'Reopen' }).click();
  await expect(panel(page).getByRole('list', { name: 'Open threads' })).toContainText('Which devices count as mobile?');
  await expect(highlight(page)).toHaveText('checkout flow');

  // Clicking the highlighted passage opens its thread, focused.
  await panel(page).getByRole('button', { name: 'Close comments' }).click();
  await expect(panel(page)).toHaveCount(0);
  await highlight(page).click();
  await expect(panel(page).locator('article[aria-current="true"]')).toContainText('Which devices count as mobile?');

  // The panel, looked at: desktop and phone widths, light and dark.
  for (const [width, theme] of LOOKS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    await page.screenshot({ path: `test-results/screens/comments-${width}-${theme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // The saved text carries no comment.
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');
  const saved = await storedContent(page, id);
  expect(saved).toContain('Now: Redesign the checkout flow');
  expect(saved).not.toMatch(/comment/i);

  // Its passage removed, the thread stays readable, marked as such.
  await select(page, 'checkout flow');
  await page.keyboard.press('Backspace');
  await expect(editor(page)).toContainText('Redesign the  for mobile');
  await expect(highlight(page)).toHaveCount(0);
  await expect(thread.getByText('Passage removed or changed')).toBeVisible();
});

test('an AI review finding is posted as a comment on the passage it is about', async ({ page }) => {
  test.setTimeout(60_000);
  await signInThroughUi(page, uniqueEmail('comments-ai'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await openAnalyzed(page, id, 'should be fast');
  await page.getByRole('button', { name: 'Suggest edits' }).click();
  const first = suggestions(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Post as comment' }).click();
  const thread = panel(page).locator('article[aria-current="true"]');
  await expect(thread).toContainText('AI review:');
  await expect(highlight(page).first()).toBeVisible();
});

test('@mentioning a team member: they get an e-mail and a notification that opens the thread', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const owner = uniqueEmail('comments-owner');
  const colleague = uniqueEmail('comments-viewer');
  // The colleague has an account first, so the invite makes them a member at once.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${testInfo.workerIndex % 250}.252` } });
  const second = await other.newPage();
  await signInThroughUi(second, colleague);
  await signInThroughUi(page, owner);
  const team = await postFromPage(page, '/api/teams', { name: 'Checkout squad' });
  await postFromPage(page, `/api/teams/${team.id}/invites`, { email: colleague, role: 'viewer' });
  const doc = await postFromPage(page, '/api/documents', {
    title: 'Team checkout PRD',
    content: '<p>One-click checkout for returning buyers.</p>',
    type: 'enhance',
    teamId: team.id,
  });

  await page.goto(`/documents?id=${doc.id}`);
  await select(page, 'returning buyers');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  const box = panel(page).getByRole('combobox', { name: 'Comment' });
  const mailsBefore = mailCount(colleague);
  await box.pressSequentially('Can you check this @comments-vi');
  await page.getByRole('listbox', { name: 'Mention a member' }).getByRole('option', { name: colleague }).click();
  await expect(box).toHaveValue(`Can you check this @${colleague} `);
  await panel(page).getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(panel(page).getByRole('article')).toContainText(`@${colleague}`);
  await expect.poll(() => mailCount(colleague)).toBe(mailsBefore + 1);

  // The colleague's bell counts it; its link opens the document with the thread focused.
  await second.goto('/documents');
  const bell = second.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await settle(second);
  await second.screenshot({ path: 'test-results/screens/notifications-1280-light.png' });
  await second.getByRole('link', { name: /Mentioned you on Team checkout PRD/ }).click();
  await expect(panel(second).locator('article[aria-current="true"]')).toContainText('Can you check this');
  await expect(highlight(second)).toHaveText('returning buyers');
  await expect(second.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Live: the owner's reply shows in the colleague's open panel without a reload.
  const thread = panel(page).getByRole('article').first();
  await thread.getByRole('combobox', { name: 'Reply' }).fill('Live from the owner');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await expect(panel(second).getByRole('list', { name: 'Replies' })).toContainText('Live from the owner');

  // The viewer cannot edit the text, but comments on a passage of it.
  await expect(second.getByText('View only')).toBeVisible();
  await select(second, 'One-click');
  await second.getByRole('button', { name: 'Comment', exact: true }).click();
  const draft = panel(second).getByRole('region', { name: 'New comment' });
  await draft.getByRole('combobox', { name: 'Comment' }).fill('Does this include guests?');
  await draft.getByRole('button', { name: 'Comment' }).click();
  await expect(panel(page).getByRole('article').filter({ hasText: 'Does this include guests?' })).toBeVisible();
  await other.close();
});

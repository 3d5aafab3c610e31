import { expect, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';
import { editor, storedContent } from './editor-page';

test('two people co-edit one document live: each sees the other, their named caret and their words', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const ownerEmail = uniqueEmail('collab-owner');
  const editorEmail = uniqueEmail('collab-editor');
  const ownerName = ownerEmail.split('@')[0] as string;
  const editorName = editorEmail.split('@')[0] as string;

  // The colleague has an account, so the invitation makes them a member at once.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${testInfo.workerIndex % 250}.77` } });
  const second = await other.newPage();
  await signInThroughUi(second, editorEmail);
  await signInThroughUi(page, ownerEmail);
  const team = await postFromPage(page, '/api/teams', { name: 'Live squad' });
  await postFromPage(page, `/api/teams/${team.id}/invites`, { email: editorEmail, role: 'editor' });
  const doc = await postFromPage(page, '/api/documents', {
    title: 'Live checkout PRD',
    content: '<p>Checkout in one step.</p>',
    type: 'enhance',
    teamId: team.id,
  });

  await page.goto(`/documents?id=${doc.id}`);
  await second.goto(`/documents?id=${doc.id}`);
  // Each sees who else is here.
  await expect(page.getByRole('list', { name: 'Also editing' }).getByLabel(editorName)).toBeVisible();
  await expect(second.getByRole('list', { name: 'Also editing' }).getByLabel(ownerName)).toBeVisible();

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Owner adds a guest checkout.');
  await expect(editor(second)).toContainText('Owner adds a guest checkout.');
  // The owner's caret shows on the colleague's screen, with their name.
  await expect(second.locator('.collab-caret-label', { hasText: ownerName })).toBeVisible();

  // The colleague writes at the top, while the owner's caret stays at the end.
  await editor(second).click();
  await second.keyboard.press('ControlOrMeta+Home');
  await second.keyboard.type('Editor adds wallets.');
  await second.keyboard.press('Enter');
  await expect(editor(page)).toContainText('Editor adds wallets.');
  await expect(page.locator('.collab-caret-label', { hasText: editorName })).toBeVisible();

  // The server saves the shared text, both edits in it, once.
  await expect.poll(() => storedContent(page, doc.id), { timeout: 10_000 }).toContain('Editor adds wallets.');
  const stored = await storedContent(page, doc.id);
  expect(stored).toContain('<p>Owner adds a guest checkout.</p>');
  expect(stored).toContain('<p>Editor adds wallets.</p>');
  expect(stored.match(/Checkout in one step\./g)).toHaveLength(1);

  // Looked at: desktop and phone widths, light and dark.
  const looks = [
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const;
  for (const [width, theme] of looks) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    await page.screenshot({ path: `test-results/screens/collab-${width}-${theme}.png` });
  }
  await other.close();
});

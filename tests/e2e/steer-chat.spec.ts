import { askFromHome, messageInput, replies, userMessages, waitForReply } from './chat-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';
import { VOTES_ADMIN_EMAIL } from './global-setup';

const SHOTS = 'test-results/steer-chat';

/** Takes the page at desktop and phone width. */
async function shoot(page: import('@playwright/test').Page, name: string) {
  await page.screenshot({ path: `${SHOTS}-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The chat's messages as the server has them. */
async function saved(page: import('@playwright/test').Page) {
  const id = new URL(page.url()).pathname.split('/').at(-1);
  return (await (await page.request.get(`/api/documents/${id}/messages`)).json()) as { id: string; role: string; content: string }[];
}

test('edit a message, regenerate a reply, vote and see the vote after a reload and in the admin list', async ({ page, browser }) => {
  await signInThroughUi(page, uniqueEmail('steer'));
  await askFromHome(page, 'Our product is called Acme Notes');
  await messageInput(page).fill('Draft a PRD outline');
  await messageInput(page).press('Enter');
  await expect(userMessages(page)).toHaveCount(2);
  await waitForReply(page);
  const before = await saved(page);
  expect(before.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

  // Edit the first message: the later turns give way to the edited message and its new reply.
  await page.getByRole('button', { name: 'Edit message' }).first().click();
  const box = page.getByRole('form', { name: 'Edit message' }).getByRole('textbox');
  await expect(box).toHaveValue('Our product is called Acme Notes');
  await box.fill('Which metrics should a note-taking app track?');
  await shoot(page, 'editing');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await expect(page.getByRole('form', { name: 'Edit message' })).toHaveCount(0);
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page)).toHaveText('Which metrics should a note-taking app track?');
  await waitForReply(page);
  await expect(replies(page)).toHaveCount(1);
  const edited = await saved(page);
  expect(edited.map((m) => m.content.slice(0, 20))).toHaveLength(2);
  expect(edited[0]).toMatchObject({ id: before[0]!.id, content: 'Which metrics should a note-taking app track?' });
  expect(edited[1]!.id).not.toBe(before[1]!.id);

  // Regenerate: the reply is written again, under a new id.
  await replies(page).last().getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(async () => (await saved(page)).at(-1)?.id).not.toBe(edited[1]!.id);
  await waitForReply(page);
  await expect(replies(page)).toHaveCount(1);

  // Thumbs down with a comment, kept after a reload.
  const reply = replies(page).last();
  await reply.getByRole('button', { name: 'Bad reply' }).click();
  await expect(reply.getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'true');
  await reply.getByLabel('What was wrong with this reply? (optional)').fill('Too generic for a notes app');
  await shoot(page, 'vote-comment');
  await reply.getByRole('button', { name: 'Send feedback' }).click();
  await expect(reply.getByLabel('What was wrong with this reply? (optional)')).toHaveCount(0);
  await page.reload();
  await waitForReply(page);
  await expect(replies(page).last().getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'true');
  await expect(replies(page).last().getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'false');
  await shoot(page, 'voted');

  // The admin sees it in the Votes tab, with its comment.
  const admin = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await signInThroughUi(admin, VOTES_ADMIN_EMAIL);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Votes' }).click();
  const vote = admin.getByRole('listitem').filter({ hasText: 'Too generic for a notes app' });
  await expect(vote).toBeVisible();
  await shoot(admin, 'admin-votes');
  await admin.context().close();
});

test('a refused edit keeps the words in the edit box and the chat as it was', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('steer-refused'));
  await askFromHome(page, 'Draft a PRD outline');
  await page.route('**/api/documents/*/messages/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many requests', code: 'rate' }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Edit message' }).click();
  const box = page.getByRole('form', { name: 'Edit message' }).getByRole('textbox');
  await box.fill('A better question');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await expect(page.getByText('Too many requests')).toBeVisible();
  await expect(box).toHaveValue('A better question');
  await expect(replies(page)).toHaveCount(1);
});

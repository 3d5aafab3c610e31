import type { Browser, Page } from '@playwright/test';
import { createDocument, expect, postFromPage, signInThroughUi, test, uniqueEmail } from './fixtures';

const shareDialog = (page: Page) => page.getByRole('dialog', { name: /^Share this/ });

/** Opens the Share dialog, creates a link and answers its address, as the owner does. */
async function createLink(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = shareDialog(page);
  await expect(dialog.getByText('Only you')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Anyone with the link (read-only)')).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  return url;
}

/** Revokes the link from the open dialog: it says only the owner has access again. */
async function revokeLink(page: Page) {
  const dialog = shareDialog(page);
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByText('Only you')).toBeVisible();
}

/** A signed-out browser of its own, at the link. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByText('Shared from Northstar')).toBeVisible();
  return page;
}

test.describe('share links', () => {
  test('the owner shares a document, a signed-out visitor reads it, and after revoking the link no longer opens', async ({
    page,
    browser,
  }) => {
    await signInThroughUi(page, uniqueEmail('share-doc'));
    const id = await createDocument(page, 'Checkout PRD', '<h1>Goal</h1><p>Cut checkout to two steps.</p>');
    await page.goto(`/documents?id=${id}`);
    const url = await createLink(page);

    const visitor = await visit(browser, url);
    await expect(visitor.getByRole('heading', { name: 'Checkout PRD', level: 1 })).toBeVisible();
    await expect(visitor.getByText('Cut checkout to two steps.')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visitor.getByRole('button', { name: 'Log out' })).toHaveCount(0);

    await revokeLink(page);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
    await expect(visitor.getByText('Cut checkout to two steps.')).toHaveCount(0);
    await visitor.context().close();
  });

  test('the owner shares a chat as its transcript, and revoking ends it', async ({ page, browser }) => {
    await signInThroughUi(page, uniqueEmail('share-chat'));
    const chat = await postFromPage(page, '/api/documents', { title: 'Pricing chat', type: 'explore' });
    await postFromPage(page, `/api/documents/${chat.id}/messages`, { content: 'Should we charge per seat?', isQuestion: false });
    await page.goto(`/chat/${chat.id}`);
    const url = await createLink(page);

    const visitor = await visit(browser, url);
    await expect(visitor.getByRole('heading', { name: 'Pricing chat', level: 1 })).toBeVisible();
    const messages = visitor.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages.first()).toContainText('Should we charge per seat?');
    await expect(messages).toHaveCount(2);

    await revokeLink(page);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
    await visitor.context().close();
  });
});

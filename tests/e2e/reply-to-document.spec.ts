import { askFromHome, CHAT_URL, chatTitle, replies } from './chat-page';
import { editor } from './editor-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const SHOTS = 'test-results/reply-to-document';
const QUESTION = 'Variant: 58 of 500 converted; control: 50 of 500. Did the new pricing page work?';

test('a reply with a table opens as an editor document with its tables, linked back to its chat', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('reply-doc'));
  await askFromHome(page, QUESTION);
  const chatUrl = page.url();
  // The chat takes its title from the question once the reply is in.
  await expect(chatTitle(page)).not.toHaveText('New Chat');
  const title = await chatTitle(page).innerText();

  // The offline engine's answer: its table, the card of the tool it computed with, and the reply's actions.
  const reply = replies(page).last();
  await expect(reply.locator('table')).toHaveCount(1);
  await expect(reply.getByRole('region', { name: 'Significance' })).toBeVisible();
  const open = reply.getByRole('button', { name: 'Open as document' });
  await expect(open).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Copy' })).toBeVisible();
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-reply-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-reply-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await open.click();
  await expect(page).toHaveURL(/\/documents\?id=[0-9a-f-]{36}$/);
  // The reply's table and the tool's inputs, as tables the editor edits.
  await expect(editor(page).locator('table')).toHaveCount(2);
  await expect(editor(page).locator('table').last()).toContainText('Converted');
  await expect(editor(page)).toContainText('Computed: Significance');
  await expect(editor(page)).not.toContainText('offline engine');
  const back = page.getByRole('link', { name: `From chat: ${title}` });
  await expect(back).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-document-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}-document-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Saved as an editor document that names its chat; the link goes back to it.
  const id = new URL(page.url()).searchParams.get('id') as string;
  const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as { type: string; content: string; sourceChatId: string };
  expect(saved.type).toBe('enhance');
  expect(saved.content).toContain('<table>');
  expect(chatUrl).toContain(saved.sourceChatId);
  await back.click();
  await expect(page).toHaveURL(CHAT_URL);
  expect(page.url()).toBe(chatUrl);
});

test('a failure to open a reply as a document says why in a toast and stays in the chat', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('reply-doc-fail'));
  await askFromHome(page, QUESTION);
  await page.route('**/messages/*/document', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Message not found', code: 'not_found' }),
    }),
  );
  await replies(page).last().getByRole('button', { name: 'Open as document' }).click();
  await expect(page.getByText('Failed to create document. Message not found')).toBeVisible();
  await expect(page).toHaveURL(CHAT_URL);
});

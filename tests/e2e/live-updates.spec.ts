import type { Page } from '@playwright/test';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const json = (page: Page) => ({ origin: new URL(page.url()).origin, 'content-type': 'application/json' });

test('a chat created, renamed and deleted in one tab shows in another within a second, and to nobody else', async ({ browser }) => {
  const email = uniqueEmail('live');
  const first = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' } })).newPage();
  const second = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.42' } })).newPage();
  const stranger = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.43' } })).newPage();
  await signInThroughUi(first, email);
  await signInThroughUi(second, email);
  await signInThroughUi(stranger, uniqueEmail('stranger'));
  // The live-event stream answers once the server passes on every later change to it.
  const listening = second.waitForResponse((res) => res.url().endsWith('/api/events') && res.ok());
  await second.goto('/chats');
  await stranger.goto('/chats');
  await expect(second.getByRole('heading', { name: 'All Chats' })).toBeVisible();
  await listening;

  const created = await first.request.post('/api/documents', {
    headers: json(first),
    data: { title: 'Live pricing chat', content: '', type: 'explore' },
  });
  const { id } = (await created.json()) as { id: string };
  await expect(second.getByRole('main').getByText('Live pricing chat')).toBeVisible({ timeout: 1000 });

  await first.request.put(`/api/documents/${id}`, { headers: json(first), data: { title: 'Live pricing chat, renamed' } });
  await expect(second.getByRole('main').getByText('Live pricing chat, renamed')).toBeVisible({ timeout: 1000 });

  await first.request.delete(`/api/documents/${id}`, { headers: { origin: json(first).origin } });
  await expect(second.getByRole('main').getByText('Live pricing chat, renamed')).toHaveCount(0, { timeout: 1000 });

  await expect(stranger.getByText('Live pricing chat')).toHaveCount(0);
});

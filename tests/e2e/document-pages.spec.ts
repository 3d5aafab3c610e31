import type { Page } from '@playwright/test';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

/** `count` documents of `type` titled `${prefix} 0` to `${prefix} ${count - 1}`, made in that order through the API. */
const makeMany = (page: Page, prefix: string, type: 'explore' | 'enhance', count: number) =>
  page.evaluate(
    async ([name, kind, total]) => {
      for (let i = 0; i < total; i++) {
        const res = await fetch('/api/documents', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `${name} ${i}`, type: kind, content: '<p>Body</p>' }),
        });
        if (!res.ok) throw new Error(`${name} ${i}: ${res.status}`);
      }
    },
    [prefix, type, count] as const,
  );

/** Every list request the page sends from now on, as path and query. */
function listRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/documents') seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test('All Chats and Documents show 30 at a time, load more on scroll, search on the server and delete', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughUi(page, uniqueEmail('pages'));
  await makeMany(page, 'Plan', 'enhance', 40);
  await makeMany(page, 'Talk', 'explore', 40);
  const requests = listRequests(page);

  await page.goto('/documents');
  const documents = page.getByRole('link', { name: /^Continue Editing/ });
  await expect(page.getByText('40 documents')).toBeVisible();
  await expect(documents).toHaveCount(30);
  await expect(documents.first()).toHaveAccessibleName('Continue Editing: Plan 39');
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(documents).toHaveCount(40);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('plan 17');
  await expect(documents).toHaveCount(1);
  await expect(documents).toHaveAccessibleName('Continue Editing: Plan 17');
  await search.fill('nothing like this');
  await expect(page.getByText('No documents match \u201cnothing like this\u201d')).toBeVisible();
  // The whole list comes back as it was loaded (from the cache, refreshed).
  await search.fill('');
  await expect(documents).toHaveCount(40);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Plan 39', exact: true }) });
  await card.getByRole('button', { name: 'Delete document' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Plan 39', exact: true })).toHaveCount(0);
  await expect(page.getByText('39 documents')).toBeVisible();

  await page.goto('/chats');
  const chats = page.getByRole('link', { name: /^Open Chat/ });
  await expect(page.getByText('40 chats')).toBeVisible();
  await expect(chats).toHaveCount(30);
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(chats).toHaveCount(40);
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('TALK 5');
  await expect(chats).toHaveCount(4);
  // The search is kept in the address: a reload shows the same matches; the sidebar's link clears it.
  await expect(page).toHaveURL(/\/chats\?q=TALK(%20|\+)5$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search chats' })).toHaveValue('TALK 5');
  await expect(chats).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('zzz');
  await expect(page.getByText('No chats match \u201czzz\u201d')).toBeVisible();
  await page.getByRole('link', { name: /^Chats( \d+)?$/ }).click();
  await expect(page.getByRole('searchbox', { name: 'Search chats' })).toHaveValue('');
  await expect(chats).toHaveCount(30);

  // Every list the pages read came a page at a time, never the whole list.
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) expect(request).toMatch(/[?&]limit=30(&|$)/);
});

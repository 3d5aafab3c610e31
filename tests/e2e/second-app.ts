import type { Page } from '@playwright/test';
import type { startAppProcess } from '../support/app-process';

/**
 * On a second Northstar (one configured with a model), a new user signed in in the page with a chat
 * of `type` that already has a message (which takes it out of the guided questions): its id and the
 * user's headers for API calls.
 */
export async function chatOnSecondApp(page: Page, app: Awaited<ReturnType<typeof startAppProcess>>, user: string, type: string) {
  const headers = await app.signIn(user);
  const [name, value] = (headers.cookie as string).split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: app.base }]);
  const created = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type }) });
  const { id } = (await created.json()) as { id: string };
  await fetch(`${app.base}/api/documents/${id}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ role: 'assistant', content: 'Ask me anything about your product.' }),
  });
  return { id, headers };
}

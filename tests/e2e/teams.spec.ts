import type { Page } from '@playwright/test';
import { expect, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';

/** Sends a request from the page (writes must come from the site); its status. */
const statusFromPage = (page: Page, method: string, url: string, body: object) =>
  page.evaluate(
    async ([m, address, json]) =>
      (await fetch(address, { method: m, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: json })).status,
    [method, url, JSON.stringify(body)] as const,
  );

const teamSection = (page: Page) =>
  page.getByRole('heading', { name: 'Team', exact: true }).locator('xpath=ancestor::*[@data-slot="card"][1]');

test('an owner makes a team and invites a colleague, who signs in, reads the team document and cannot edit it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = uniqueEmail('team-owner');
  const colleague = uniqueEmail('team-viewer');
  await signInThroughUi(page, owner);

  await page.goto('/account');
  await page.getByLabel('Team name').fill('Checkout squad');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: /Checkout squad/ })).toBeVisible();
  const section = page.getByRole('region', { name: /Checkout squad/ });
  await section.getByLabel('Invite by email').fill(colleague);
  await section.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await section.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(section.getByText(`${colleague}`)).toBeVisible();
  await expect(section.getByText('Viewer · invited')).toBeVisible();

  const [team] = await page.evaluate(async () => (await (await fetch('/api/teams')).json()) as { id: string }[]);
  const doc = await postFromPage(page, '/api/documents', {
    title: 'Team checkout PRD',
    content: '<p>One-click checkout for returning buyers.</p>',
    type: 'enhance',
    teamId: team?.id,
  });

  const chat = await postFromPage(page, '/api/documents', { title: 'Checkout questions', type: 'explore', teamId: team?.id });
  await postFromPage(page, `/api/documents/${chat.id}/messages`, { content: 'Which checkout steps do buyers drop at?' });
  const design = await postFromPage(page, '/api/designs', { title: 'Team checkout screens', teamId: team?.id });

  // The colleague signs in, in a browser of their own, and is a member at once.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${testInfo.workerIndex % 250}.251` } });
  const second = await other.newPage();
  await signInThroughUi(second, colleague);
  await second.goto('/documents');
  await expect(second.getByText('Team checkout PRD').first()).toBeVisible();
  await second.goto(`/documents?id=${doc.id}`);
  await expect(second.getByText('One-click checkout for returning buyers.')).toBeVisible();
  // A viewer's page offers only what a viewer may do: read, export, read the analysis.
  await expect(second.getByText('View only')).toBeVisible();
  await expect(second.locator('.ProseMirror')).toHaveAttribute('contenteditable', 'false');
  await expect(second.getByRole('button', { name: 'Analyze with AI' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(second.getByRole('link', { name: 'Export Markdown' })).toBeVisible();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await second.setViewportSize({ width, height });
    await settle(second);
    await second.screenshot({ path: `test-results/screens/viewer-document-${width}.png` });
  }
  await second.setViewportSize({ width: 1280, height: 900 });
  await second.goto(`/chat/${chat.id}`);
  await expect(second.getByText('Which checkout steps do buyers drop at?')).toBeVisible();
  await expect(second.getByText('You can read this chat. Editors of the team can write in it.')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Delete document' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Good reply' })).toHaveCount(0);
  await settle(second);
  await second.screenshot({ path: 'test-results/screens/viewer-chat-1280.png' });
  await second.goto(`/designs/${design.id}`);
  await expect(second.getByRole('textbox', { name: 'Design title' })).toHaveValue('Team checkout screens');
  await expect(second.getByText('View only')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Analyze Design' })).toHaveCount(0);
  expect(await statusFromPage(second, 'PUT', `/api/documents/${doc.id}`, { title: 'Changed by a viewer' })).toBe(403);
  await second.goto('/account');
  await expect(teamSection(second).getByText('you are viewer')).toBeVisible();
  await other.close();

  // The owner sees the colleague as a member now.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members of Checkout squad' });
  await expect(members.getByRole('combobox', { name: `Role of ${colleague}` })).toHaveValue('viewer');

  // The Team section, looked at: desktop and phone widths, light and dark.
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await teamSection(page).scrollIntoViewIfNeeded();
      await settle(page);
      await teamSection(page).screenshot({ path: `test-results/screens/team-section-${width}-${theme}.png` });
    }
  }
});

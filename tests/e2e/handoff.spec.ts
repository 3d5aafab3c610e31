import { startFakeTrackers, type FakeTrackers } from '../../server/test/fake-trackers';
import { PRD_STORIES } from '../../server/test/sample-prd';
import { createDocument, expect, settle, signInThroughUi, test, uniqueEmail } from './fixtures';

const SHOTS = 'test-results/screens/handoff';

const PRD = `${PRD_STORIES}
<h2>Functional requirements</h2>
<table><tr><th>ID</th><th>Requirement</th><th>Acceptance criteria</th></tr>
<tr><td>FR-1</td><td>Audit log of exports</td><td>Given an admin, when they open Audit, then they see each export</td></tr></table>
<h2>Risks</h2><ul><li><p>PDF fonts differ</p></li></ul>`;

let fake: FakeTrackers;
test.beforeAll(async () => {
  fake = await startFakeTrackers();
});
test.afterAll(() => fake.close());

test.describe('Send to tracker', () => {
  for (const { width, height } of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`connects GitHub on the Account page, sends a PRD's requirements and shows the issues beside them (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signInThroughUi(page, uniqueEmail(`handoff-${width}`));
      await page.goto('/account');
      const section = page.locator('#trackers');
      await expect(section.getByText('No tracker connected yet.')).toBeVisible();
      await section.getByLabel('Tracker', { exact: true }).selectOption('github');
      await section.getByLabel('Project', { exact: true }).fill('acme/web');
      await section.getByLabel('Token', { exact: true }).fill('ghp_wrong');
      await section.getByLabel('API address').fill(fake.baseUrl.github);
      await section.getByRole('button', { name: 'Connect GitHub' }).click();
      await expect(page.getByText('GitHub: Bad credentials')).toBeVisible();
      await section.getByLabel('Token', { exact: true }).fill(fake.tokens.github);
      await section.getByRole('button', { name: 'Connect GitHub' }).click();
      const list = section.getByRole('list', { name: 'Connected trackers' });
      await expect(list.getByText(/acme\/web · yours/)).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}-account-${width}.png` });

      const id = await createDocument(page, 'Export PRD', PRD);
      await page.goto(`/documents?id=${id}`);
      await page.getByRole('button', { name: 'Send to tracker' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send to tracker' });
      const items = dialog.getByRole('list', { name: 'Requirements to send' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(dialog.getByRole('textbox', { name: 'Issue title' }).nth(2)).toHaveValue('FR-1: Audit log of exports');
      await dialog.getByRole('button', { name: 'Edit details' }).first().click();
      await expect(dialog.getByRole('textbox', { name: 'Issue description (Markdown)' })).toHaveValue(/- \[ \] Tables are kept/);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}-dialog-${width}.png` });

      await dialog.getByRole('button', { name: 'Send 3 to GitHub' }).click();
      const results = dialog.getByRole('status', { name: 'Send results' });
      await expect(results.getByText('Created')).toHaveCount(3);
      await expect(dialog.getByText(/Sent as #\d+: sending updates it/)).toHaveCount(3);
      await page.screenshot({ path: `${SHOTS}-sent-${width}.png` });
      const issue = fake.issues.find(
        (i) => i.tracker === 'github' && i.title === 'FR-1: Audit log of exports' && String(i.body).includes(id),
      );
      expect(String(issue?.body)).toContain('- [ ] Given an admin, when they open Audit, then they see each export');

      await dialog.getByRole('button', { name: 'Close' }).click();
      const chips = page.locator('.document-editor .tracker-chip');
      await expect(chips).toHaveCount(3);
      await expect(chips.first()).toHaveAttribute('href', /\/github-web\/acme\/web\/issues\/\d+$/);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}-chips-${width}.png` });
      // Decorations only: the saved document holds no chip.
      const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string };
      expect(saved.content).not.toContain('tracker-chip');

      // Sending again updates the same issues.
      await page.getByRole('button', { name: 'Send to tracker' }).click();
      await dialog.getByRole('button', { name: 'Send 3 to GitHub' }).click();
      await expect(dialog.getByRole('status', { name: 'Send results' }).getByText('Updated')).toHaveCount(3);
    });
  }

  test('without a connection, the dialog points to the Account page', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('handoff-none'));
    const id = await createDocument(page, 'Notes', '<p>Just notes</p>');
    await page.goto(`/documents?id=${id}`);
    await page.getByRole('button', { name: 'Send to tracker' }).click();
    await page.getByRole('link', { name: 'Connect Linear, Jira or GitHub on your Account page' }).click();
    await expect(page).toHaveURL(/\/account#trackers$/);
  });
});

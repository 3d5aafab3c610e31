import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';
import { ADMIN_EMAIL } from './global-setup';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const octet = () => Math.floor(Math.random() * 250) + 1;

/** A page in a browser context of its own: its own client address, and the given session if any. */
async function newPage(browser: Browser, baseURL: string | undefined, storageState?: StorageState) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  return context.newPage();
}

/**
 * `adminPage` is signed in as the e2e server's admin, through the UI once per worker (codes are mailed
 * per address, so concurrent sign-ins as one address would race); `otherPage` is a second, signed-out browser.
 */
const adminTest = test.extend<{ adminPage: Page; otherPage: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const page = await newPage(browser, workerInfo.project.use.baseURL);
      await signInThroughUi(page, ADMIN_EMAIL);
      const state = await page.context().storageState();
      await page.context().close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, adminState }, use, testInfo) => {
    const page = await newPage(browser, testInfo.project.use.baseURL, adminState);
    await use(page);
    await page.context().close();
  },
  otherPage: async ({ browser }, use, testInfo) => {
    const page = await newPage(browser, testInfo.project.use.baseURL);
    await use(page);
    await page.context().close();
  },
});

async function openTab(page: Page, name: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('a user who is not an admin is sent from /admin to /', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('not-admin'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'What do you want to know?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

adminTest.describe('admin dashboard', () => {
  // In one worker, so the admin signs in once.
  adminTest.describe.configure({ mode: 'serial' });

  adminTest(
    'users: changes the plan of another user, grants and revokes admin, ends their sessions',
    async ({ adminPage: page, otherPage: other }) => {
      const email = uniqueEmail('managed');
      await signInThroughUi(other, email);

      await page.goto('/admin');
      await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
      const self = page.getByRole('listitem', { name: ADMIN_EMAIL, exact: true });
      await expect(self.getByRole('button', { name: 'Revoke admin' })).toBeDisabled();

      await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email);
      const row = page.getByRole('listitem', { name: email, exact: true });
      await expect(row).toContainText('Verified:Yes');
      await expect(row).toContainText('Admin:No');
      await expect(row).toContainText(`Joined:${new Date().toLocaleDateString('en-US')}`);

      // The row shows each change: no success toast repeats it.
      const changed = () => page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/api/admin/users/'));
      const planChanged = changed();
      await row.getByRole('combobox', { name: `Plan of ${email}` }).selectOption('pro');
      expect((await planChanged).ok()).toBe(true);
      await expect(row.getByRole('combobox', { name: `Plan of ${email}` })).toHaveValue('pro');
      await other.goto('/billing');
      await expect(other.getByRole('listitem', { name: 'Pro', exact: true }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();

      await row.getByRole('button', { name: 'Grant admin' }).click();
      await expect(row).toContainText('Admin:Yes');
      await row.getByRole('button', { name: 'Revoke admin' }).click();
      await expect(row).toContainText('Admin:No');
      await expect(toasts(page).getByRole('listitem')).toHaveCount(0);

      await page.reload();
      await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email);
      await expect(row.getByRole('combobox', { name: `Plan of ${email}` })).toHaveValue('pro');

      await row.getByRole('button', { name: 'End sessions' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'End sessions' });
      await expect(confirm).toContainText(`Sign ${email} out of every device?`);
      await confirm.getByRole('button', { name: 'End sessions' }).click();
      await expect(toasts(page).getByText(`Sessions of ${email} ended`)).toBeVisible();
      await other.reload();
      await expect(other.getByRole('button', { name: 'Start Now' })).toBeVisible();
    },
  );

  adminTest('AI prompts: one at a time in edit mode; cancel discards; save, then revert', async ({ adminPage: page }) => {
    await openTab(page, 'AI Prompts');
    for (const type of ['Chat', 'Design_analysis', 'Document_feedback', 'Title']) {
      await expect(page.getByRole('region', { name: type, exact: true })).toBeVisible();
    }
    const block = page.getByRole('region', { name: 'Title', exact: true });
    const field = block.getByRole('textbox', { name: 'Title prompt' });

    await block.getByRole('button', { name: 'Edit' }).click();
    await expect(field).toHaveAttribute('rows', '12');
    const original = await field.inputValue();
    await page.getByRole('region', { name: 'Chat', exact: true }).getByRole('button', { name: 'Edit' }).click();
    await expect(field).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Chat prompt' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await block.getByRole('button', { name: 'Edit' }).click();
    await field.fill('Discard me');
    await block.getByRole('button', { name: 'Cancel' }).click();
    await expect(block).not.toContainText('Discard me');

    await block.getByRole('button', { name: 'Edit' }).click();
    await field.fill(`${original}\nE2E marker line`);
    await block.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Prompt updated successfully')).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(block).toContainText('E2E marker line');
    await page.reload();
    await page.getByRole('tab', { name: 'AI Prompts' }).click();
    await expect(block).toContainText('E2E marker line');

    await block.getByRole('button', { name: 'Edit' }).click();
    await field.fill(original);
    await block.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Prompt updated successfully')).toBeVisible();
    await expect(block).not.toContainText('E2E marker line');
  });

  adminTest('journey questionnaires: add, reorder and save a question, then remove it again', async ({ adminPage: page }) => {
    await openTab(page, 'Journey Questionnaires');
    const block = page.getByRole('region', { name: 'Validate', exact: true });
    const saved = block.getByRole('listitem');
    const count = await saved.count();
    expect(count).toBeGreaterThan(1);

    await block.getByRole('button', { name: 'Edit' }).click();
    await block.getByRole('button', { name: 'Add Question' }).click();
    await block.getByRole('button', { name: 'Cancel' }).click();
    await expect(saved).toHaveCount(count);

    await block.getByRole('button', { name: 'Edit' }).click();
    await block.getByRole('button', { name: 'Add Question' }).click();
    const last = count + 1;
    await block.getByRole('textbox', { name: `Key of question ${last}` }).fill('e2e_budget');
    await block.getByRole('textbox', { name: `Text of question ${last}` }).fill('What budget do you have?');
    await expect(block.getByRole('button', { name: `Move question ${last} down` })).toBeDisabled();
    await block.getByRole('button', { name: `Move question ${last} up` }).click();
    await expect(block.getByRole('textbox', { name: `Key of question ${count}` })).toHaveValue('e2e_budget');
    await block.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Questionnaire updated successfully')).toBeVisible();
    await expect(saved).toHaveCount(count + 1);
    await expect(saved.nth(count - 1)).toContainText('e2e_budget');
    await expect(saved.nth(count - 1)).toContainText('What budget do you have?');

    await block.getByRole('button', { name: 'Edit' }).click();
    await block.getByRole('button', { name: `Remove question ${count}` }).click();
    await block.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Questionnaire updated successfully')).toBeVisible();
    await expect(saved).toHaveCount(count);
    await expect(block).not.toContainText('e2e_budget');
  });

  adminTest('templates: creates, edits and deletes a section and a template', async ({ adminPage: page }) => {
    const name = `E2E Section ${Date.now().toString(36)}`;
    await openTab(page, 'Templates');
    await page.getByRole('button', { name: 'New Section' }).click();
    const sectionDialog = page.getByRole('dialog', { name: 'New Section' });
    await sectionDialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(sectionDialog.getByText('Section name is required')).toBeVisible();
    await sectionDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await sectionDialog.getByRole('textbox', { name: 'Description' }).fill('Made by a browser test');
    await sectionDialog.getByRole('button', { name: 'Create Section' }).click();
    await expect(toasts(page).getByText('Section created successfully')).toBeVisible();
    await expect(sectionDialog).toHaveCount(0);

    const section = page.getByRole('region', { name });
    await section.getByRole('button', { name: 'Add Template' }).click();
    const templateDialog = page.getByRole('dialog', { name: 'Add Template' });
    await templateDialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(templateDialog.getByText('Template title is required')).toBeVisible();
    await expect(templateDialog.getByText('Template content is required')).toBeVisible();
    await templateDialog.getByRole('textbox', { name: 'Title' }).fill('E2E Brief');
    await templateDialog.getByRole('textbox', { name: 'Description' }).fill('A short brief');
    await templateDialog.getByRole('textbox', { name: 'Content' }).fill('<h1>Brief</h1><p>Write here.</p>');
    await templateDialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(toasts(page).getByText('Template created successfully')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'E2E Brief' })).toBeVisible();

    await page.goto('/templates');
    await expect(page.getByRole('button', { name: `${name} (1 template)` })).toHaveAttribute('aria-expanded', 'true');
    await openTab(page, 'Templates');

    await section.getByRole('button', { name: 'Edit template E2E Brief' }).click();
    const editTemplate = page.getByRole('dialog', { name: 'Edit Template' });
    await expect(editTemplate.getByRole('textbox', { name: 'Content' })).toHaveValue(/Write here/);
    await editTemplate.getByRole('textbox', { name: 'Title' }).fill('E2E Brief v2');
    await editTemplate.getByRole('button', { name: 'Save Changes' }).click();
    await expect(section.getByRole('heading', { name: 'E2E Brief v2' })).toBeVisible();

    await section.getByRole('button', { name: 'Delete template E2E Brief v2' }).click();
    const confirmTemplate = page.getByRole('alertdialog', { name: 'Delete Template' });
    await expect(confirmTemplate).toContainText('Are you sure you want to delete this template? This action cannot be undone.');
    await confirmTemplate.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('heading', { name: 'E2E Brief v2' })).toHaveCount(0);

    await section.getByRole('button', { name: `Edit section ${name}` }).click();
    const editSection = page.getByRole('dialog', { name: 'Edit Section' });
    await expect(editSection.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await editSection.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
    await editSection.getByRole('button', { name: 'Save Changes' }).click();
    const renamed = page.getByRole('region', { name: `${name} renamed` });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: `Delete section ${name} renamed` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Section' }).getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
  });

  adminTest('feedback a user sends shows in the Feedback tab', async ({ adminPage: page, otherPage: user }) => {
    const email = uniqueEmail('feedback');
    const text = `The roadmap template saved me an hour (${Date.now().toString(36)})`;
    await signInThroughUi(user, email);
    await sidebar(user).getByRole('button', { name: 'Feedback' }).click();
    const dialog = user.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByPlaceholder('Tell us what you think...').fill(text);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toasts(user).getByText('Thank you!')).toBeVisible();

    await openTab(page, 'Feedback');
    const item = page.getByRole('listitem', { name: `Feedback from ${email}` });
    await expect(item).toContainText(text);
  });
});

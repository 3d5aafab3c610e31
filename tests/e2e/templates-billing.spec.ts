import type { Page } from '@playwright/test';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const plan = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test.describe('templates', () => {
  test('lists the categories open, and Use Template opens a new document made from it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('templates'));
    await sidebar(page).getByRole('link', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ categories$/)).toBeVisible();

    for (const name of ['Product Requirements', 'Discovery & Research', 'Strategy & Planning', 'Launch & Delivery']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${name} \\(\\d+ templates\\)$`) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const discovery = page.getByRole('button', { name: /^Discovery & Research/ });
    await discovery.click();
    await expect(discovery).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'User Interview Guide' })).toBeHidden();

    const card = page.getByRole('listitem', { name: 'One-Pager' });
    await expect(card.getByRole('heading', { name: 'One-Pager' })).toBeVisible();
    await card.getByRole('button', { name: 'Use Template' }).click();
    await expect(page).toHaveURL(/\/documents\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id') as string;
    const document = (await (await page.request.get(`/api/documents/${id}`)).json()) as { title: string; type: string };
    expect(document).toMatchObject({ title: 'One-Pager', type: 'enhance' });
    await expect(sidebar(page).getByRole('link', { name: 'Documents 1' })).toBeVisible();
  });
});

test.describe('plans and billing', () => {
  test('shows the three plans with the current one disabled, and this month usage @mobile', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('billing'));
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Plans & Billing' })).toBeVisible();

    const basic = plan(page, 'Basic');
    await expect(basic).toContainText('Free');
    for (const feature of ['3 documents per month', 'Basic AI feedback', 'Standard support']) {
      await expect(basic.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(basic.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    const pro = plan(page, 'Pro');
    await expect(pro).toContainText('$19/month');
    for (const feature of [
      'Unlimited documents',
      'Advanced AI feedback',
      'Priority support',
      'Custom templates',
      'Enhanced PRD features',
    ]) {
      await expect(pro.getByText(feature, { exact: true })).toBeVisible();
    }
    const enterprise = plan(page, 'Enterprise');
    await expect(enterprise).toContainText('Custom');
    for (const feature of ['Everything in Pro', 'Custom integrations', 'Team collaboration', 'Advanced analytics', 'Dedicated support']) {
      await expect(enterprise.getByText(feature, { exact: true })).toBeVisible();
    }
    for (const card of [pro, enterprise]) {
      await expect(card.getByRole('button', { name: 'Upgrade' })).toHaveAttribute('aria-disabled', 'true');
    }
    await pro.getByRole('button', { name: 'Upgrade' }).focus();
    await expect(page.getByRole('tooltip', { name: 'Ask an administrator of this Northstar to change your plan' })).toBeVisible();

    // The e2e server runs without plan limits (the default), so usage is counted without a limit.
    await expect(page.getByText('0 documents used this month (unlimited)')).toBeVisible();
  });
});

test.describe('account', () => {
  test('shows usage, and signs out of all devices after a confirmation', async ({ page, browser }, testInfo) => {
    const email = uniqueEmail('everywhere');
    await signInThroughUi(page, email);
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const other = await browser.newPage({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    await signInThroughUi(other, email);

    await page.getByRole('button', { name: /Explore New Features/ }).click();
    await expect(page).toHaveURL(/\/chat\//);
    await sidebar(page).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('1 document used this month (unlimited)')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await other.reload();
    await expect(other.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await other.context().close();
  });

  test('deletes the account once the e-mail is typed; the next sign-in starts a fresh account', async ({ page }) => {
    const email = uniqueEmail('delete');
    await signInThroughUi(page, email);
    await page.getByRole('button', { name: /Explore New Features/ }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Chats 1' })).toBeVisible();

    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    const remove = dialog.getByRole('button', { name: 'Delete account' });
    await expect(remove).toBeDisabled();
    await dialog.getByRole('textbox', { name: `Type ${email} to confirm` }).fill('someone-else@example.com');
    await expect(remove).toBeDisabled();
    await dialog.getByRole('textbox', { name: `Type ${email} to confirm` }).fill(email);
    await remove.click();

    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Your account and all its data were deleted.')).toBeVisible();

    await signInThroughUi(page, email);
    await expect(sidebar(page).getByRole('link', { name: 'Chats 0' })).toBeVisible();
  });
});

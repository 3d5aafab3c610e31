import type { Page } from '@playwright/test';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const themeRadio = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name, exact: true });

test.describe('keyboard and theme', () => {
  test('Ctrl+K finds a document by a word of its text and opens it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('palette'));
    const id = await createDocument(page, 'Checkout redesign PRD', '<p>Customers pay with Apple Pay at checkout.</p>');
    await expect(page).toHaveTitle('Home — Northstar');

    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox', { name: 'Search or type a command' }).fill('apple pay');
    const match = palette.getByRole('option', { name: /Checkout redesign PRD/ });
    await expect(match).toBeVisible();
    await expect(match.locator('mark')).toHaveText(['pay', 'Apple', 'Pay']);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/documents?id=${id}`);
    await expect(palette).toBeHidden();
    await expect(page).toHaveTitle('Checkout redesign PRD — Northstar');

    // Esc closes the palette; "?" lists the shortcuts.
    await page.keyboard.press('ControlOrMeta+k');
    await palette.getByRole('combobox', { name: 'Search or type a command' }).fill('all chats');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/chats');
    await expect(page).toHaveTitle('All Chats — Northstar');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });

  test('the theme choice survives a reload, and the palette toggles it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('theme'));
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await themeRadio(page, 'Dark').click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(themeRadio(page, 'Dark')).toHaveAttribute('aria-checked', 'true');

    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Search or type a command' }).fill('toggle theme');
    await page.getByRole('option', { name: 'Toggle theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await expect(themeRadio(page, 'Light')).toHaveAttribute('aria-checked', 'true');

    // System follows the browser's setting.
    await themeRadio(page, 'System').click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
  });
});

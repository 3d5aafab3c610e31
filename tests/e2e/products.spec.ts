import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { CHAT_URL, chatTitle, sidebar, waitForReply } from './chat-page';
import { createDocument, expect, postFromPage, settle, signInThroughUi, test, uniqueEmail } from './fixtures';
import { findLayoutProblems } from './layout-problems';

const SHOTS = 'test-results/products';

/** The product picker of the open chat, document or design. */
const productPicker = (page: Page) => page.getByRole('combobox', { name: 'Product' });

const recentIn = (page: Page, group: string) => sidebar(page).getByRole('list', { name: `Recent chats: ${group}` });

test.describe('products', () => {
  // Each test walks a whole journey (or shoots every screen four times): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('create a product, add a fact, start a chat in it, move the chat out and back, delete the product keeping the chat', async ({
    page,
  }) => {
    await signInThroughUi(page, uniqueEmail('products'));
    await sidebar(page)
      .getByRole('link', { name: /^Products/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByText('No products yet — create one to give your chats shared facts and files.')).toBeVisible();

    await page.getByRole('link', { name: 'Create product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name').fill('Acme Payroll');
    await dialog.getByLabel('Description').fill('Payroll for EU small businesses');
    await dialog.getByLabel('Instructions').fill('B2B, EU only, we write in British English');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const productUrl = page.url();
    const productId = productUrl.split('/').at(-1) as string;
    await expect(page.getByRole('heading', { name: 'Acme Payroll', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Instructions')).toHaveValue('B2B, EU only, we write in British English');
    await expect(sidebar(page).getByRole('list', { name: 'Your products' }).getByRole('link', { name: 'Acme Payroll' })).toBeVisible();

    // A fact typed by hand; the same key again is refused with the server's reason, and nothing is added.
    await page.getByLabel('Fact key').fill('target_audience');
    await page.getByLabel('Fact value').fill('HR managers at EU SMBs');
    await page.getByRole('button', { name: 'Add fact' }).click();
    const facts = page.getByRole('list', { name: 'Facts', exact: true });
    await expect(facts.getByRole('listitem')).toHaveCount(1);
    await expect(facts).toContainText('HR managers at EU SMBs');
    await expect(facts).toContainText('Typed by hand');
    await page.getByLabel('Fact key').fill('target_audience');
    await page.getByLabel('Fact value').fill('Someone else');
    await page.getByRole('button', { name: 'Add fact' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /already has a fact with this key/ })).toBeVisible();
    await expect(facts.getByRole('listitem')).toHaveCount(1);

    // New chat starts on the home screen with the product chosen; the chat belongs to it.
    await page.getByRole('link', { name: 'New chat in Acme Payroll' }).click();
    await expect(page).toHaveURL(`/?product=${productId}`);
    await expect(page.getByRole('status').filter({ hasText: 'New chat in Acme Payroll' })).toBeVisible();
    await page.getByPlaceholder('Ask anything...').fill('What should the onboarding of a payroll admin look like?');
    await page.getByPlaceholder('Ask anything...').press('Enter');
    await expect(page).toHaveURL(CHAT_URL);
    await waitForReply(page);
    const chatUrl = new URL(page.url()).pathname;
    await expect(productPicker(page)).toHaveValue(productId);
    await expect(chatTitle(page)).not.toHaveText(/^New/);
    const title = (await chatTitle(page).textContent())?.trim() ?? '';
    await expect(recentIn(page, 'Acme Payroll').getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/chats?productId=${productId}`);
    await expect(page.getByText('In Acme Payroll', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Open Chat: ${title}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(productId);

    // Moved to no product: the product's lists no longer hold it, the no-product list does.
    await page.goto(chatUrl);
    await productPicker(page).selectOption({ label: 'No product' });
    await expect(productPicker(page)).toBeEnabled();
    await expect(productPicker(page)).toHaveValue('');
    await expect(recentIn(page, 'Acme Payroll')).toHaveCount(0);
    await page.goto(`/chats?productId=${productId}`);
    await expect(page.getByText('No chats in this product yet.')).toBeVisible();
    await page.goto('/chats?productId=none');
    await expect(page.getByRole('link', { name: `Open Chat: ${title}` })).toBeVisible();

    // Back into the product, then the product is deleted with its items moved to no product.
    await page.goto(chatUrl);
    await productPicker(page).selectOption({ label: 'Acme Payroll' });
    await expect(productPicker(page)).toBeEnabled();
    await expect(recentIn(page, 'Acme Payroll').getByRole('link', { name: title })).toBeVisible();
    await page.goto(productUrl);
    await expect(page.getByRole('list', { name: 'Chats', exact: true }).getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Delete product' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Delete product' })).toBeDisabled();
    await confirm.getByLabel('Move its chats, documents and designs to no product').check();
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('No products yet — create one to give your chats shared facts and files.')).toBeVisible();

    await sidebar(page)
      .getByRole('link', { name: /^Chats/ })
      .click();
    await expect(page.getByRole('link', { name: `Open Chat: ${title}` })).toBeVisible();
    await expect(sidebar(page).getByRole('region', { name: 'Recent Chats' }).getByRole('link', { name: title })).toBeVisible();
    await page.goto(chatUrl);
    await expect(productPicker(page)).toHaveValue('');
  });

  test('screenshots: products, a product page empty and filled, and the sidebar, on desktop and phone, light and dark', async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInThroughUi(page, uniqueEmail('product-shots'));
    const shoot = async (name: string, at?: Locator) => {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await settle(page);
          await at?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
          expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at ${width}`).toBe(width);
          // Scrolled, the sticky page header lies over the content by design: only the unscrolled screen is checked.
          if (!at) expect.soft(await findLayoutProblems(page), `${name} at ${width} px, ${theme}`).toEqual([]);
          if (!at && width === 1280) {
            const { violations } = await new AxeBuilder({ page }).analyze();
            expect
              .soft(
                violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`),
                `axe on ${name}, ${theme}`,
              )
              .toEqual([]);
          }
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    };

    await page.goto('/products');
    await expect(page.getByText('No products yet — create one to give your chats shared facts and files.')).toBeVisible();
    await shoot('products-empty');

    const empty = await postFromPage(page, '/api/products', { name: 'Beta Analytics' });
    await page.goto(`/products/${empty.id}`);
    await expect(page.getByRole('heading', { name: 'Beta Analytics', level: 1 })).toBeVisible();
    await shoot('product-empty');

    const acme = await postFromPage(page, '/api/products', {
      name: 'Acme Payroll',
      description: 'Payroll for EU small businesses, from hire to payslip',
      instructions: 'B2B, EU only, we write in British English.',
    });
    for (const [key, value] of [
      ['target_audience', 'HR managers at EU SMBs with 10 to 200 employees'],
      ['business_goals', 'Cut payroll errors by half within a year'],
      ['pricing', '€4 per employee per month'],
    ])
      await postFromPage(page, `/api/products/${acme.id}/facts`, { key, value });
    await postFromPage(page, '/api/documents', { title: 'Payroll onboarding ideas', content: '', type: 'explore', productId: acme.id });
    const chat = await postFromPage(page, '/api/documents', {
      title: 'Who runs payroll?',
      content: '',
      type: 'validate',
      productId: acme.id,
    });
    await postFromPage(page, '/api/documents', { title: 'A chat in no product', content: '', type: 'explore' });
    const doc = await createDocument(page, 'Acme Payroll PRD', '<h1>Acme Payroll</h1><p>Run payroll in minutes.</p>');
    await page.evaluate(
      async ([id, productId]) =>
        fetch(`/api/documents/${id}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ productId }),
        }),
      [doc, acme.id] as const,
    );

    await page.goto(`/products/${acme.id}`);
    await expect(page.getByRole('list', { name: 'Facts', exact: true }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Chats', exact: true }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Documents', exact: true }).getByRole('listitem')).toHaveCount(1);
    await shoot('product-filled');
    await shoot('product-filled-details', page.getByRole('heading', { name: 'Details' }));

    await page.goto(`/chat/${chat.id}`);
    await expect(productPicker(page)).toHaveValue(acme.id);
    await shoot('chat-header');

    await page.goto('/products');
    await expect(page.getByRole('link', { name: /^Acme Payroll Payroll for EU/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Beta Analytics No description/ })).toBeVisible();
    await shoot('products-filled');

    await page.goto('/chats');
    await expect(recentIn(page, 'Acme Payroll').getByRole('listitem')).toHaveCount(2);
    await expect(recentIn(page, 'No product').getByRole('listitem')).toHaveCount(1);
    await shoot('chats-sidebar');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/sidebar-390-${theme}.png` });
      await page.keyboard.press('Escape');
    }
  });
});

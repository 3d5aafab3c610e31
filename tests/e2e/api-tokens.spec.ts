import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const SHOTS = 'test-results/screens/api-tokens';

test.describe('API tokens on the Account page', () => {
  test('the API reference page renders the OpenAPI document from this server, under the content security policy', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInThroughUi(page, uniqueEmail('api-docs'));
    await page.goto('/account');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/api\/docs$/);
    await expect(page.getByRole('heading', { name: /Northstar API/ })).toBeVisible();
    await expect(page.getByText('OAS 3.1')).toBeVisible();
    // Swagger UI renders the tags in view: the first group is there, the others as the page scrolls.
    await expect(page.locator('#operations-tag-auth')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-reference.png` });
    expect(errors).toEqual([]);
  });

  for (const { width, height, theme } of [
    { width: 1280, height: 900, theme: 'light' },
    { width: 390, height: 844, theme: 'dark' },
  ] as const) {
    test(`creates a token shown once, which works on the API, then revokes it (${width}px, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await signInThroughUi(page, uniqueEmail(`tokens-${width}`));
      await page.goto('/account');
      const section = page.locator('div[data-slot="card"]', { has: page.getByText('API tokens', { exact: true }) });
      await expect(section.getByText('You have no tokens yet.')).toBeVisible();

      await section.getByLabel('Name').fill('Cursor on my laptop');
      await section.getByLabel('Scope').selectOption('read');
      await section.getByRole('button', { name: 'Create token' }).click();
      const value = await section.getByRole('textbox', { name: 'New token' }).inputValue();
      expect(value).toMatch(/^nst_/);
      await expect(section.getByRole('button', { name: 'Copy token' })).toBeVisible();
      const list = section.getByRole('list', { name: 'Your tokens' });
      await expect(list.getByText('Cursor on my laptop')).toBeVisible();
      await expect(list.getByText(/Read only · expires .* · never used/)).toBeVisible();
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}-${width}-${theme}.png` });

      const asProgram = await page.request.get('/api/user', { headers: { authorization: `Bearer ${value}`, cookie: '' } });
      expect(asProgram.status()).toBe(200);

      // Shown once: after Done, and after a reload, the value is nowhere on the page.
      await section.getByRole('button', { name: 'Done' }).click();
      await expect(section.getByRole('textbox', { name: 'New token' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('Cursor on my laptop')).toBeVisible();
      expect(await page.content()).not.toContain(value);

      await page.getByRole('button', { name: 'Revoke Cursor on my laptop' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('You have no tokens yet.')).toBeVisible();
      const refused = await page.request.get('/api/user', { headers: { authorization: `Bearer ${value}` } });
      expect(refused.status()).toBe(401);
    });
  }
});

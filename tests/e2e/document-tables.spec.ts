import { editor } from './editor-page';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

const storedContent = (page: Page, id: string) =>
  page.evaluate(
    async (docId) => ((await (await fetch(`/api/documents/${docId}`, { credentials: 'include' })).json()) as { content: string }).content,
    id,
  );

test('inserts a table in the editor, keeps it through a save and a reload, and exports it to Markdown', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('doc-table'));
  await page.goto('/documents');
  const id = await createDocument(page, 'Metrics Plan', '<h1>Metrics Plan</h1><p>Targets for the quarter.</p>');
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page).locator('h1')).toHaveText('Metrics Plan');

  await expect(tool(page, 'Add row')).toBeDisabled();
  await editor(page).getByText('Targets for the quarter.').click();
  await page.keyboard.press('End');
  await tool(page, 'Insert table').click();
  const table = editor(page).locator('table');
  await expect(table.locator('tr')).toHaveCount(3);
  await expect(table.locator('th')).toHaveCount(3);
  for (const [i, text] of ['Metric', 'Baseline', 'Target', 'Conversion', '2.1%', '3%'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await tool(page, 'Add row').click();
  await expect(table.locator('tr')).toHaveCount(4);
  await table.locator('tr').last().locator('td').first().click();
  await tool(page, 'Delete row').click();
  await expect(table.locator('tr')).toHaveCount(3);
  await table.locator('th').last().click();
  await tool(page, 'Add column').click();
  await expect(table.locator('th')).toHaveCount(4);
  await table.locator('th').last().click();
  await tool(page, 'Delete column').click();
  await expect(table.locator('th')).toHaveCount(3);

  await expect.poll(() => storedContent(page, id), { timeout: 10_000 }).toContain('<th><p>Metric</p></th>');
  await page.reload();
  await expect(editor(page).locator('table th').first()).toHaveText('Metric');
  await expect(editor(page).locator('table td').first()).toHaveText('Conversion');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Markdown' }).click();
  const markdown = readFileSync(await (await download).path(), 'utf8');
  expect(markdown).toContain('| Metric | Baseline | Target |\n| --- | --- | --- |\n| Conversion | 2.1% | 3% |');
});

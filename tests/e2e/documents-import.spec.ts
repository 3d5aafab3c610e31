import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { editor } from './editor-page';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const EDITOR_URL = /\/documents\?id=[0-9a-f-]{36}$/;

const importDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Import into a document with text?' });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const storedContent = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;

const NOTES = { name: 'pricing-notes.md', mimeType: 'text/markdown', buffer: Buffer.from('## Pricing notes\n\nThree tiers for teams.\n') };

async function upload(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(NOTES);
}

test('importing into a document with text asks first: Cancel, Append, Replace (each one undo step), or Open as a new document', async ({
  page,
}) => {
  await signInThroughUi(page, uniqueEmail('doc-import-ask'));
  const id = await createDocument(page, 'Launch plan', '<h1>Launch plan</h1><p>Ship in May.</p>');
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page).locator('h1')).toHaveText('Launch plan');
  const imports: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/documents/import') && imports.push(request.url()));

  // Cancel: nothing is read, nothing changes.
  await upload(page);
  await expect(importDialog(page)).toContainText('“pricing-notes.md”');
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog(page)).toHaveCount(0);
  await expect(editor(page)).toHaveText('Launch planShip in May.');
  expect(imports).toEqual([]);

  // Append: the file goes after the text; Undo takes it out again.
  await upload(page);
  await importDialog(page).getByRole('button', { name: 'Append' }).click();
  await expect(editor(page).locator('h2')).toHaveText('Pricing notes');
  await expect(editor(page)).toHaveText('Launch planShip in May.Pricing notesThree tiers for teams.');
  await expect.poll(() => storedContent(page, id)).toContain('Three tiers for teams.');
  await editor(page).press('ControlOrMeta+z');
  await expect(editor(page)).toHaveText('Launch planShip in May.');

  // Replace: the file takes the text's place; Undo brings the text back.
  await upload(page);
  await importDialog(page).getByRole('button', { name: 'Replace' }).click();
  await expect(editor(page)).toHaveText('Pricing notesThree tiers for teams.');
  await editor(page).press('ControlOrMeta+z');
  await expect(editor(page)).toHaveText('Launch planShip in May.');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });

  // Open as a new document: this one stays as it is, the new one opens with the file.
  await upload(page);
  await importDialog(page).getByRole('button', { name: 'Open as new document' }).click();
  await expect(page).toHaveURL(EDITOR_URL);
  await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBe(id);
  await expect(editor(page).locator('h2')).toHaveText('Pricing notes');
  await expect(page.getByRole('textbox', { name: 'Document title' })).toHaveValue('Pricing notes');
  expect(await storedContent(page, id)).toBe('<h1>Launch plan</h1><p>Ship in May.</p>');
  const created = new URL(page.url()).searchParams.get('id') as string;
  expect((await storedContent(page, created)).replace(/\n/g, '')).toBe('<h2>Pricing notes</h2><p>Three tiers for teams.</p>');
  const versions = (await (await page.request.get(`/api/documents/${created}/versions`)).json()) as { source: string }[];
  expect(versions.map((v) => v.source)).toEqual(['upload']);
});

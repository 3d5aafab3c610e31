import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { askFromHome, replies } from './chat-page';
import { editor } from './editor-page';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const SHOTS = 'test-results/screens/exports';

const PRD =
  '<h1>Checkout PRD</h1><p>We want <strong>fewer</strong> abandoned carts — café €5.</p><ul><li><p>Saved cards</p></li></ul>' +
  '<table><tbody><tr><th><p>Metric</p></th><th><p>Target</p></th></tr><tr><td><p>Conversion</p></td><td><p>3%</p></td></tr></tbody></table>';

/** Clicks an export link and answers the downloaded file's name and bytes. */
async function download(page: Page, name: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), size: statSync(path).size, data: readFileSync(path) };
}

const exportRow = (page: Page) => page.getByRole('group', { name: 'Export' });

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the editor exports Markdown, Word, PDF and Confluence files (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInThroughUi(page, uniqueEmail(`exports-${width}`));
    await page.goto('/documents');
    const id = await createDocument(page, 'Checkout PRD', PRD);
    await page.goto(`/documents?id=${id}`);
    await expect(editor(page).locator('h1')).toHaveText('Checkout PRD');
    await expect(exportRow(page).getByRole('link')).toHaveText(['Markdown', 'Word', 'PDF', 'Confluence']);
    await exportRow(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-editor-${width}.png` });
    const row = await exportRow(page).boundingBox();
    expect(row && row.x + row.width).toBeLessThanOrEqual(width);

    const md = await download(page, 'Export Markdown');
    expect(md.name).toBe('Checkout PRD.md');
    expect(md.data.toString('utf8')).toContain('| Metric | Target |');

    const word = await download(page, 'Export Word');
    expect(word.name).toBe('Checkout PRD.docx');
    expect(word.data.subarray(0, 2).toString()).toBe('PK');

    const pdf = await download(page, 'Export PDF');
    expect(pdf.name).toBe('Checkout PRD.pdf');
    expect(pdf.size).toBeGreaterThan(1000);
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');

    const confluence = await download(page, 'Export Confluence');
    expect(confluence.name).toBe('Checkout PRD.confluence.xml');
    const xml = confluence.data.toString('utf8');
    expect(xml).toContain('<h1>Checkout PRD</h1>');
    expect(xml).toContain('<th><p>Metric</p></th>');
  });
}

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a chat downloads as Markdown from its header (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInThroughUi(page, uniqueEmail(`exports-chat-${width}`));
    await askFromHome(page, 'How should we price the Team plan?');
    const reply = (await replies(page).first().innerText()).split('\n')[0] ?? '';
    const link = page.getByRole('link', { name: 'Export as Markdown' });
    await expect(link).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}-chat-${width}.png` });
    const md = await download(page, 'Export as Markdown');
    expect(md.name).toMatch(/\.md$/);
    const text = md.data.toString('utf8');
    expect(text).toMatch(/^# .+\n\n---\n\n\*\*You\*\* · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\nHow should we price the Team plan\?/);
    expect(text).toMatch(/\*\*Northstar\*\* · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(text).toContain(reply.slice(0, 30));
  });
}

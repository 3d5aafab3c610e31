import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A short PRD whose review finds something to fix: a vague goal ("fast") and missing sections. */
export const WEAK_PRD =
  '<h1>Checkout revamp</h1><h2>Problem</h2><p>Shoppers abandon carts at the payment step.</p>' +
  '<h2>Requirements</h2><ul><li><p>Users can pay with a saved card.</p></li></ul>' +
  '<h2>Goals</h2><p>The new payment flow should be fast.</p>';

/** Locators of the documents editor, by the names users and assistive technology see. */
export const editor = (page: Page) => page.getByRole('textbox', { name: 'Document editor' });
export const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' });

/** The document's content as the server keeps it. */
export const storedContent = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;

/** The document's versions, newest first. */
export const versionsOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/documents/${id}/versions`)).json()) as { id: string; source: string }[];

/** Opens the document once its text shows, and runs "Analyze with AI" until the review is in. */
export async function openAnalyzed(page: Page, id: string, shows: string) {
  await page.goto(`/documents?id=${id}`);
  await expect(editor(page)).toContainText(shows);
  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(page.getByText('Analysis generated successfully').first()).toBeVisible({ timeout: 15_000 });
}

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Locators of the chat screens, by the names users and assistive technology see. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
export const userMessages = (page: Page) => page.getByRole('article', { name: 'You said' });
export const replies = (page: Page) => page.getByRole('article', { name: 'Northstar said' });
export const chatTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
export const messageInput = (page: Page) => page.getByPlaceholder('Type your message or paste an image...');
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
export const CHAT_URL = /\/chat\/[0-9a-f-]{36}$/;

/** Waits until the newest assistant message is complete (it has its Copy button). */
export const waitForReply = (page: Page) =>
  expect(replies(page).last().getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 15_000 });

/** Asks from the home screen and waits for the new chat's first reply. */
export async function askFromHome(page: Page, question: string) {
  await page.goto('/');
  await page.getByPlaceholder('Ask anything...').fill(question);
  await page.getByPlaceholder('Ask anything...').press('Enter');
  await expect(page).toHaveURL(CHAT_URL);
  await expect(userMessages(page).filter({ hasText: question })).toHaveCount(1);
  await waitForReply(page);
}

/** Builds a real PNG in the page and pastes it into the message field as a clipboard paste would. */
export async function pastePng(page: Page, width: number, height: number) {
  await messageInput(page).evaluate(
    async (field, [w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#4f46e5';
      context.fillRect(0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [width, height],
  );
}

import type { Page } from '@playwright/test';
import { createDesign } from './design-mockup';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const DESIGN_URL = /\/designs\/[0-9a-f-]{36}$/;
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Design title' });
const messageInput = (page: Page) => page.getByPlaceholder('Ask about the design...');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Design Chat messages' });
const replies = (page: Page) => chatLog(page).getByRole('article', { name: 'Northstar said' });
const userMessages = (page: Page) => chatLog(page).getByRole('article', { name: 'You said' });
const preview = (page: Page) => page.getByRole('img', { name: 'Design preview' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/**
 * Draws a small mock-up screen on a canvas in the page. With `paste`, it is pasted on the page as a
 * real clipboard paste event carrying a PNG file; otherwise its PNG bytes come back.
 */
async function drawMockup(page: Page, color: string, paste: boolean): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([accent, pasteIt]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 400;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, 640, 400);
      g.fillStyle = accent as string;
      g.fillRect(0, 0, 640, 56);
      g.fillRect(40, 300, 200, 48);
      g.fillStyle = '#e5e7eb';
      for (const y of [96, 160, 224]) g.fillRect(40, y, 560, 40);
      g.fillStyle = '#111827';
      g.font = 'bold 22px sans-serif';
      g.fillText('Checkout', 40, 88);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
      if (!pasteIt) return canvas.toDataURL('image/png').split(',')[1] as string;
      const data = new DataTransfer();
      data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      return '';
    },
    [color, paste] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Chooses a file through the 'Upload Image' button's file chooser, as a user does. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const fileChooser = await chooser;
  expect(await fileChooser.element().getAttribute('accept')).toBe('image/*');
  await fileChooser.setFiles(file);
}

async function openNewDesign(page: Page) {
  await page.goto('/designs');
  await page.getByRole('link', { name: 'Create New Design' }).click();
  await expect(page).toHaveURL(/\/designs\/new$/);
  await expect(titleInput(page)).toHaveValue('Untitled Design');
}

test.describe('designs', () => {
  test('uploads an image, analyses a new design, then chats about it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-analyze'));
    await openNewDesign(page);
    await expect(chatLog(page).getByText('No analysis yet')).toBeVisible();
    await expect(messageInput(page)).toBeDisabled();

    await titleInput(page).fill('Checkout flow');
    await chooseFile(page, { name: 'checkout.png', mimeType: 'image/png', buffer: await drawMockup(page, '#4f46e5', false) });
    await expect(toasts(page).getByText("Image uploaded successfully. Click 'Analyze Design' to process it.")).toBeVisible();
    await expect(preview(page)).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    await page.getByRole('button', { name: 'Analyze Design' }).click();
    await expect(toasts(page).getByText('Design analysis completed')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(DESIGN_URL);
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).getByRole('heading', { name: 'Design review: Checkout flow' })).toBeVisible();
    await expect(replies(page).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByText("This analysis comes from Northstar's offline, rule-based engine")).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Designs 1' })).toBeVisible();

    // Shift+Enter starts a new line, Enter sends.
    const input = messageInput(page);
    await input.fill('What should I fix first?');
    await input.press('Shift+Enter');
    await input.pressSequentially('And why?');
    await expect(input).toHaveValue('What should I fix first?\nAnd why?');
    await expect(userMessages(page)).toHaveCount(0);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(userMessages(page)).toContainText('What should I fix first?\nAnd why?');
    await expect(replies(page)).toHaveCount(2, { timeout: 15_000 });
    await expect(chatLog(page).getByText('AI is thinking...')).toHaveCount(0);
    await expect(userMessages(page).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    const id = page.url().split('/').pop() as string;
    const saved = (await (await page.request.get(`/api/designs/${id}/messages`)).json()) as { role: string; content: string }[];
    expect(saved.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(saved[1]?.content).toBe('What should I fix first?\nAnd why?');

    // A blank message is not sent.
    await input.fill('   ');
    await input.press('Enter');
    await expect(userMessages(page)).toHaveCount(1);

    await page.reload();
    await expect(replies(page)).toHaveCount(2);
    await expect(userMessages(page)).toHaveCount(1);
    await expect(titleInput(page)).toHaveValue('Checkout flow');
    await expect(preview(page)).toBeVisible();
  });

  test('a pasted image is uploaded, saved on an existing design, and the title is saved on blur', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-paste'));
    await openNewDesign(page);
    await drawMockup(page, '#0ea5e9', true);
    await expect(toasts(page).getByText("Image pasted successfully. Click 'Analyze Design' to process it.")).toBeVisible();
    await expect(preview(page)).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
    // Nothing was saved yet: a new design is created by its first analysis.
    expect(await (await page.request.get('/api/designs')).json()).toEqual([]);

    await page.getByRole('button', { name: 'Analyze Design' }).click();
    await expect(page).toHaveURL(DESIGN_URL, { timeout: 15_000 });
    await expect(replies(page).getByRole('heading', { name: 'Design review: Untitled Design' })).toBeVisible();
    const id = page.url().split('/').pop() as string;
    const firstUrl = await preview(page).getAttribute('src');

    // A new image pasted on an existing design is saved with it.
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/designs/${id}`) && r.request().method() === 'PUT');
    await drawMockup(page, '#16a34a', true);
    await expect(toasts(page).getByText("Image pasted successfully. Click 'Analyze Design' to process it.")).toBeVisible();
    expect((await saved).ok()).toBe(true);
    const secondUrl = await preview(page).getAttribute('src');
    expect(secondUrl).not.toBe(firstUrl);

    // Renamed on blur; a blank title is not saved and the saved one comes back.
    const renamed = page.waitForResponse((r) => r.url().endsWith(`/api/designs/${id}`) && r.request().method() === 'PUT');
    await titleInput(page).fill('  Onboarding screens  ');
    await titleInput(page).blur();
    expect((await renamed).ok()).toBe(true);
    await expect(titleInput(page)).toHaveValue('Onboarding screens');
    await titleInput(page).fill('   ');
    await titleInput(page).blur();
    await expect(titleInput(page)).toHaveValue('Onboarding screens');

    await page.reload();
    await expect(titleInput(page)).toHaveValue('Onboarding screens');
    await expect(preview(page)).toHaveAttribute('src', secondUrl as string);

    // Text pasted into a field stays text.
    await titleInput(page).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'hello');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(toasts(page).getByText(/Please upload an image file|Image pasted/)).toHaveCount(0);
  });

  test('refuses a file that is not an image, and asks for an image before analysing', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-refuse'));
    await openNewDesign(page);
    await page.getByRole('button', { name: 'Analyze Design' }).click();
    await expect(toasts(page).getByText('Please upload an image first')).toBeVisible();

    await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(toasts(page).getByText('Please upload an image file')).toBeVisible();
    await expect(preview(page)).toHaveCount(0);
    expect(await (await page.request.get('/api/designs')).json()).toEqual([]);
  });

  test('a failed analysis says which step failed and a retry does not create the design twice', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-retry'));
    await openNewDesign(page);
    await chooseFile(page, { name: 'a.png', mimeType: 'image/png', buffer: await drawMockup(page, '#db2777', false) });
    await expect(preview(page)).toBeVisible();

    await page.route('**/api/analyze-design', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"message":"The AI provider is unavailable","code":"ai_unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Analyze Design' }).click();
    await expect(toasts(page).getByText('Analysis failed: The AI provider is unavailable')).toBeVisible();
    await expect(page).toHaveURL(/\/designs\/new$/);

    // While the analysis runs, the button says so and the chat waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analyze-design', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Analyze Design' }).click();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await expect(chatLog(page).getByText('AI is thinking...')).toBeVisible();
    release();
    await expect(page).toHaveURL(DESIGN_URL, { timeout: 15_000 });
    await expect(replies(page)).toHaveCount(1);
    expect(((await (await page.request.get('/api/designs')).json()) as unknown[]).length).toBe(1);

    await page.route('**/api/designs/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error","code":"internal"}' })
        : route.continue(),
    );
    await messageInput(page).fill('Is the contrast good enough?');
    await messageInput(page).press('Enter');
    await expect(toasts(page).getByText('Failed to send message')).toBeVisible();
    await expect(messageInput(page)).toHaveValue('Is the contrast good enough?');
    await expect(userMessages(page)).toHaveCount(0);
  });

  test('lists designs with lazy thumbnails, opens one, and deletes one after confirmation', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-list'));
    await page.goto('/designs');
    await expect(page.getByRole('heading', { name: 'Designs', level: 1 })).toBeVisible();
    await expect(page.getByText('0 designs')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No designs yet' })).toBeVisible();

    const withImage = await createDesign(page, 'Pricing page', await drawMockup(page, '#f59e0b', false));
    const withoutImage = await createDesign(page, 'Old idea');
    await page.reload();
    await expect(page.getByText('2 designs')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Designs 2' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Create New Design');
    await expect(cards.nth(1).getByRole('heading')).toHaveText('Old idea');
    await expect(cards.nth(1)).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    const thumbnail = page.getByRole('img', { name: 'Thumbnail of Pricing page' });
    await expect(thumbnail).toHaveAttribute('src', `${withImage.imageUrl}?thumb=1`);
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    await page.getByRole('link', { name: 'Edit Design: Pricing page' }).click();
    await expect(page).toHaveURL(`/designs/${withImage.id}`);
    await expect(titleInput(page)).toHaveValue('Pricing page');
    await expect(preview(page)).toHaveAttribute('src', withImage.imageUrl as string);
    await page.getByRole('link', { name: 'Back to Designs' }).click();
    await expect(page).toHaveURL(/\/designs$/);

    const oldIdea = cards.filter({ hasText: 'Old idea' });
    await oldIdea.getByRole('button', { name: 'Delete design' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Design' });
    await expect(dialog).toContainText('Are you sure you want to delete this design? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(oldIdea).toHaveCount(1);

    // A failed delete shows the server's reason.
    await page.route(`**/api/designs/${withoutImage.id}`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Design not found","code":"not_found"}' }),
    );
    await oldIdea.getByRole('button', { name: 'Delete design' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Failed to delete design: Design not found')).toBeVisible();
    await page.unroute(`**/api/designs/${withoutImage.id}`);

    await oldIdea.getByRole('button', { name: 'Delete design' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Design deleted successfully')).toBeVisible();
    await expect(oldIdea).toHaveCount(0);
    await expect(page.getByText('1 design', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Designs 1' })).toBeVisible();
  });

  test('an unknown design says so @mobile', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('design-missing'));
    await page.goto('/designs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Error Loading Design' })).toBeVisible();
    await expect(page.getByText('Design not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Designs' }).click();
    await expect(page).toHaveURL(/\/designs$/);
  });
});

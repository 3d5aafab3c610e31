import type { Locator, Page } from '@playwright/test';
import { createDesign, drawMockup } from './design-mockup';
import { createDocument, expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The centre of `pin` as a share of `image`'s rendered width and height. */
async function placeOn(pin: Locator, image: Locator) {
  const [p, i] = [await pin.boundingBox(), await image.boundingBox()];
  if (!p || !i) throw new Error('pin or image not shown');
  return { x: (p.x + p.width / 2 - i.x) / i.width, y: (p.y + p.height / 2 - i.y) / i.height };
}

test('a document review opens at its score, after the analysis and when the document is opened again', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughUi(page, uniqueEmail('review-top'));
  const long = Array.from({ length: 40 }, (_, i) => `<p>Requirement ${i + 1}: the app should be fast and easy to use.</p>`).join('');
  const id = await createDocument(page, 'Checkout PRD', `<h2>Goals</h2><p>Support Apple Pay.</p>${long}`);
  await page.goto(`/documents?id=${id}`);
  const log = page.getByRole('log', { name: 'Analysis & Chat messages' });
  const score = log.getByText(/Completeness: \d+\/100/).first();

  await page.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(toasts(page).getByText('Analysis generated successfully')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByRole('heading', { name: 'Review: Checkout PRD' })).toBeInViewport();
  await expect(score).toBeInViewport();
  // The review is longer than the panel: its end is below, not shown.
  await expect(log.getByRole('heading', { name: 'Measurability' })).not.toBeInViewport();

  await page.reload();
  await expect(score).toBeInViewport();
  await expect(log.getByRole('heading', { name: 'Measurability' })).not.toBeInViewport();

  // An answer to a question is read from its end, as a chat is.
  await page.getByPlaceholder('Ask about the document...').fill('What should I fix first?');
  await page.getByPlaceholder('Ask about the document...').press('Enter');
  const answer = log.getByRole('article', { name: 'Northstar said' }).filter({ hasText: 'Fix these first' });
  await expect(answer.getByText("From Northstar's offline engine")).toBeInViewport({ timeout: 15_000 });
  await expect(score).not.toBeInViewport();
});

test('a design review pins its findings on the image, each pin showing its line in the review and back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughUi(page, uniqueEmail('review-pins'));
  const { id } = await createDesign(page, 'Checkout', await drawMockup(page));
  await page.goto(`/designs/${id}`);
  await page.getByRole('button', { name: 'Analyze Design' }).click();
  await expect(toasts(page).getByText('Design analysis completed')).toBeVisible({ timeout: 15_000 });

  const log = page.getByRole('log', { name: 'Design Chat messages' });
  const preview = page.getByRole('region', { name: 'Design Preview' });
  const image = preview.getByRole('img', { name: 'Design preview' });
  // The review opens at its top, with the place of each finding in words, never in pixels.
  await expect(log.getByRole('heading', { name: 'Design review: Checkout' })).toBeInViewport();
  await expect(log).toContainText('top right');
  await expect(log).not.toContainText(/\(\d+, \d+, \d+ × \d+ px\)/);

  const pins = preview.getByRole('button', { name: /^Finding \d+: / });
  // One pin per line of the findings table (each line's place in words is a button).
  await expect(log.getByRole('button', { name: 'top right' })).toBeVisible();
  const rows = log.getByRole('row').filter({ has: page.getByRole('button') });
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(pins).toHaveCount(await rows.count());

  // The faint caption at the top right of the 640 × 400 mock-up (from x 400, y 68) is the worst text:
  // pin 1 sits just above and left of it, on the desktop's large image and on a phone's small one alike.
  const first = preview.getByRole('button', { name: 'Finding 1: Low contrast' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await first.scrollIntoViewIfNeeded();
    const place = await placeOn(first, image);
    await page.screenshot({ path: `test-results/review/pins-${width}.png` });
    expect(place.x, `pin 1 across the image at ${width} px`).toBeGreaterThan(0.5);
    expect(place.x).toBeLessThan(0.64);
    expect(place.y, `pin 1 down the image at ${width} px`).toBeGreaterThan(0.02);
    expect(place.y).toBeLessThan(0.2);
  }

  // A pin shows its line in the review, highlighted; the line's place in words shows the pin again.
  await first.click();
  const line = log.locator('tr[data-highlighted]');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('cell').first()).toHaveText('1');
  await expect(line).toBeInViewport();
  await line.getByRole('button', { name: 'top right' }).click();
  await expect(first).toHaveAttribute('data-highlighted', '');
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expect(log.locator('tr[data-highlighted]')).toHaveCount(0);
});

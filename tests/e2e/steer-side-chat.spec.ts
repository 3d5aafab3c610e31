import type { Locator, Page } from '@playwright/test';
import { drawMockup, createDesign } from './design-mockup';
import { editor, openAnalyzed, WEAK_PRD } from './editor-page';
import { createDocument, expect, settle, signInThroughUi, test, uniqueEmail } from './fixtures';
import { VOTES_ADMIN_EMAIL } from './global-setup';
import { findLayoutProblems } from './layout-problems';

const SHOTS = 'test-results/steer-side-chat';

/**
 * The editor's toolbar sticks to the top of a phone's screen, over the document scrolled beneath it
 * (by design): its buttons' names, whose overlaps are not problems.
 */
const stickyButtons = (page: Page) =>
  page
    .locator('.sticky button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.getAttribute('title') ?? b.textContent ?? ''));

/** Takes the page at desktop and phone width, and finds nothing overlapping or cut off at either. */
async function shootAndCheck(page: Page, name: string, panel: Locator) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}-${name}-${width}.png` });
    const sticky = await stickyButtons(page);
    const problems = (await findLayoutProblems(page)).filter((p) => !sticky.some((b) => p.startsWith(`button "${b}" overlaps`)));
    expect.soft(problems, `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A reply is complete once it has its Copy button. */
const complete = (reply: Locator) => expect(reply.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 15_000 });

test('the editor’s side chat edits a question, regenerates a reply and votes, as the chat page does', async ({ page, browser }) => {
  await signInThroughUi(page, uniqueEmail('side-steer'));
  const id = await createDocument(page, 'Checkout revamp', WEAK_PRD);
  await openAnalyzed(page, id, 'Checkout revamp');
  const panel = page.getByRole('region', { name: 'Analysis & Chat' });
  const log = panel.getByRole('log');
  const replies = log.getByRole('article', { name: 'Northstar said' });
  const questions = log.getByRole('article', { name: 'You said' });
  await expect(editor(page)).toContainText('Checkout revamp');
  // The chat's model is chosen under the question field.
  await expect(panel.getByLabel('Model')).toBeVisible();
  const analyses = await replies.count();

  const input = panel.getByPlaceholder('Ask about the document...');
  await input.fill('Which goals are vague?');
  await input.press('Enter');
  await expect(questions).toHaveCount(1);
  await expect(replies).toHaveCount(analyses + 1);
  await complete(replies.last());
  // An analysis answers no question: only the reply to one can be regenerated.
  await expect(replies.first().getByRole('button', { name: 'Regenerate' })).toHaveCount(0);

  // Edit the question: its reply gives way to the new one.
  const firstReply = await replies.last().innerText();
  await panel.getByRole('button', { name: 'Edit message' }).click();
  const box = panel.getByRole('form', { name: 'Edit message' }).getByRole('textbox');
  await expect(box).toHaveValue('Which goals are vague?');
  await box.fill('Draft a PRD outline');
  await shootAndCheck(page, 'editing', panel);
  await panel.getByRole('button', { name: 'Save & send' }).click();
  await expect(panel.getByRole('form', { name: 'Edit message' })).toHaveCount(0);
  await expect(questions).toHaveCount(1);
  await expect(questions.getByText('Draft a PRD outline', { exact: true })).toBeVisible();
  await expect(replies).toHaveCount(analyses + 1);
  await complete(replies.last());
  await expect(replies.last()).not.toHaveText(firstReply);
  const saved = async () =>
    (await (await page.request.get(`/api/documents/${id}/messages`)).json()) as { id: string; role: string; content: string }[];
  const edited = await saved();
  expect(edited.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Draft a PRD outline']);

  // Regenerate the reply: written again, under a new id.
  await replies.last().getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(async () => (await saved()).at(-1)?.id).not.toBe(edited.at(-1)?.id);
  await expect(replies).toHaveCount(analyses + 1);
  await complete(replies.last());

  // Thumbs up on the reply, and down with a comment on the analysis; both kept after a reload.
  await replies.last().getByRole('button', { name: 'Good reply' }).click();
  await expect(replies.last().getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'true');
  await replies.first().getByRole('button', { name: 'Bad reply' }).click();
  await replies.first().getByLabel('What was wrong with this reply? (optional)').fill('Missed the metrics');
  await shootAndCheck(page, 'voting', panel);
  await replies.first().getByRole('button', { name: 'Send feedback' }).click();
  await expect(replies.first().getByLabel('What was wrong with this reply? (optional)')).toHaveCount(0);
  await page.reload();
  await complete(replies.last());
  await expect(replies.last().getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'true');
  await expect(replies.first().getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'true');
  await shootAndCheck(page, 'voted', panel);

  // The admin sees the votes counted by the prompt each reply was written under, and reads one prompt's.
  const admin = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await signInThroughUi(admin, VOTES_ADMIN_EMAIL);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Votes' }).click();
  const byPrompt = admin.getByRole('region', { name: 'By prompt' });
  await byPrompt.getByRole('button', { name: /^document_feedback#/ }).click();
  const votes = admin.getByRole('list', { name: 'Votes' }).getByRole('listitem');
  await expect(votes.filter({ hasText: 'Missed the metrics' })).toBeVisible();
  // Only that prompt's votes are listed.
  await expect(votes.filter({ hasNotText: 'Prompt: document_feedback#' })).toHaveCount(0);
  await shootAndCheck(admin, 'admin-votes', byPrompt);
  await admin.context().close();
});

test('the design chat has the same controls, and its model picker', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('design-steer'));
  await page.goto('/designs');
  const design = await createDesign(page, 'Product page', await drawMockup(page));
  await page.goto(`/designs/${design.id}`);
  const panel = page.getByRole('region', { name: 'Design Chat' });
  // With the offline engine alone, the picker says how a model gets connected; it reads measurements only.
  await expect(panel.getByLabel('Model')).toBeVisible();
  await page.getByRole('button', { name: 'Analyze Design' }).click();
  const replies = panel.getByRole('log').getByRole('article', { name: 'Northstar said' });
  await complete(replies.first());
  const input = panel.getByPlaceholder('Ask about the design...');
  await input.fill('Is the price easy to read?');
  await input.press('Enter');
  await expect(replies).toHaveCount(2);
  await complete(replies.last());
  await expect(panel.getByRole('button', { name: 'Edit message' })).toBeVisible();
  await expect(replies.last().getByRole('button', { name: 'Regenerate' })).toBeVisible();
  const before = (await (await page.request.get(`/api/designs/${design.id}/messages`)).json()) as { id: string }[];
  await replies.last().getByRole('button', { name: 'Regenerate' }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/designs/${design.id}/messages`)).json()) as { id: string }[]).at(-1)?.id)
    .not.toBe(before.at(-1)?.id);
  await expect(replies).toHaveCount(2);
  await complete(replies.last());
  await replies.last().getByRole('button', { name: 'Good reply' }).click();
  await expect(replies.last().getByRole('button', { name: 'Good reply' })).toHaveAttribute('aria-pressed', 'true');
  await shootAndCheck(page, 'design', panel);
});

import type { Page } from '@playwright/test';
import { editor } from './editor-page';
import { CHAT_URL, chatTitle, messageInput, replies, sidebar, userMessages, waitForReply } from './chat-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

const SHOTS = '/tmp/edits-shots';
const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Document title' });

/** Answers every question of the PRD journey's questionnaire; the first answer names the product. */
async function answerPrdQuestions(page: Page) {
  const { questions } = (await (await page.request.get('/api/questionnaires/prd')).json()) as {
    questions: { key: string; question: string }[];
  };
  const answers: Record<string, string> = {
    product_name: 'Instant Pay, an app that lets hourly employees cash out wages they have already earned.',
    pain_points: 'Hourly workers wait up to 30 days for pay; 212 support tickets last quarter asked for earlier access.',
    target_audience: 'Hourly employees at retail chains; salaried staff are out of scope.',
    business_goals: 'Retention: payroll customers with earned-wage access churn less.',
    success_metric: 'Monthly active payout users, currently 0, target 20% of eligible employees by end of Q3.',
  };
  for (const q of questions) {
    await expect(replies(page).last()).toContainText(q.question);
    const answer = answers[q.key] ?? `Nothing special about ${q.key.replace(/_/g, ' ')} yet.`;
    await messageInput(page).fill(answer);
    await messageInput(page).press('Enter');
    await expect(userMessages(page).getByText(answer, { exact: true })).toHaveCount(1);
  }
}

test('a PRD journey ends in a draft that opens as a titled document in the editor', async ({ page }) => {
  await signInThroughUi(page, uniqueEmail('draft-doc'));
  await page.getByRole('button', { name: /Draft a PRD from Scratch/ }).click();
  await expect(page).toHaveURL(CHAT_URL);
  await expect(chatTitle(page)).toHaveText('New PRD Document');
  await expect(replies(page).first()).toContainText('Let me ask you a few questions about your PRD journey:');
  await answerPrdQuestions(page);
  await expect(userMessages(page).last()).toContainText('Based on this information, let me help you with your PRD journey.');
  await waitForReply(page);

  // The chat is named after the journey and the product, and the sidebar lists it as a chat.
  await expect(chatTitle(page)).toHaveText('PRD: Instant Pay');
  await expect(sidebar(page).getByRole('region', { name: 'Recent Chats' }).getByRole('link', { name: 'PRD: Instant Pay' })).toBeVisible();

  const draft = replies(page).last();
  await expect(draft.getByRole('heading', { name: /^PRD outline: / })).toBeVisible();
  await expect(draft).not.toContainText('Copy this into a document');
  const open = draft.getByRole('button', { name: 'Open as document' });
  await expect(open).toBeVisible();
  // Every saved reply has the action beside its Copy; the guided questions have neither.
  await expect(page.getByRole('button', { name: 'Open as document' })).toHaveCount(
    await page.getByRole('button', { name: 'Copy' }).count(),
  );
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/draft-reply-${test.info().project.name}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/draft-reply-phone-dark.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  await open.click();
  await expect(page).toHaveURL(/\/documents\?id=[0-9a-f-]{36}$/);
  await expect(titleInput(page)).toHaveValue(/^PRD: Instant Pay/);
  const title = await titleInput(page).inputValue();
  await expect(editor(page).getByRole('heading', { level: 1 })).toHaveText(title);
  for (const section of ['1. Problem', '2. Goals', '6. Requirements', '7. Success metrics', '11. Open questions']) {
    await expect(editor(page).getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(editor(page)).toContainText('hourly workers wait up to 30 days for pay');
  await expect(editor(page)).not.toContainText(/Open as document|offline engine/);
  await expect(editor(page).locator('table')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/draft-document-${test.info().project.name}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/draft-document-phone-dark.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Saved as an editor document: the Documents list and its count show it.
  const id = new URL(page.url()).searchParams.get('id') as string;
  const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as { title: string; type: string; content: string };
  expect(saved).toMatchObject({ title, type: 'enhance' });
  expect(saved.content).toContain('<h3>1. Problem</h3>');
  await page.getByRole('button', { name: 'Back to Documents' }).click();
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /Documents/ })).toContainText('1');
});

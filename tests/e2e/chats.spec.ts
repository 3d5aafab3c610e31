import {
  askFromHome,
  CHAT_URL,
  chatTitle,
  messageInput,
  pastePng,
  replies,
  sidebar,
  toasts,
  userMessages,
  waitForReply,
} from './chat-page';
import { expect, signInThroughUi, test, uniqueEmail } from './fixtures';

test.describe('chats', () => {
  test('a home question opens a chat, gets a reply and a title, and is not sent again on reload', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('ask'));
    await expect(page.getByRole('heading', { name: 'What do you want to know?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sources', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Pro', exact: true })).toHaveAttribute('aria-disabled', 'true');

    const question = 'How should we onboard new admins to our analytics tool?';
    await askFromHome(page, question);
    await expect(toasts(page).getByText('Title generated successfully')).toBeVisible();
    await expect(chatTitle(page)).not.toHaveText(/^New/);
    await expect(page.getByText('Offline AI engine')).toBeVisible();

    await page.reload();
    await waitForReply(page);
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page)).toHaveText(question);
    await expect(replies(page)).toHaveCount(1);
  });

  test('each journey card starts its chat, Enhance opens the documents', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('journeys'));
    const journeys = [
      ['Explore New Features', 'New Explore Document'],
      ['Refine UX Design', 'New Design Document'],
      ['Draft a PRD from Scratch', 'New PRD Document'],
      ['Validate Your Ideas', 'New Validate Document'],
    ] as const;
    for (const [card, title] of journeys) {
      await page.getByRole('link', { name: 'New Chat' }).click();
      await page.getByRole('button', { name: card }).click();
      await expect(toasts(page).getByText('Chat session started')).toBeVisible();
      await expect(toasts(page).getByText('You can now interact with the AI assistant')).toBeVisible();
      await expect(page).toHaveURL(CHAT_URL);
      await expect(chatTitle(page)).toHaveText(title);
      await expect(sidebar(page).getByRole('region', { name: 'Recent Chats' }).getByRole('link', { name: title })).toBeVisible();
    }
    await expect(sidebar(page).getByRole('link', { name: 'Chats 4' })).toBeVisible();

    await page.getByRole('link', { name: 'New Chat' }).click();
    await page.getByRole('button', { name: /Enhance an Existing PRD/ }).click();
    await expect(page).toHaveURL(/\/documents$/);

    await page.goto('/chats');
    await expect(page.getByRole('heading', { name: 'All Chats' })).toBeVisible();
    await expect(page.getByText('4 chats', { exact: true })).toBeVisible();
    for (const [, title] of journeys) {
      await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('runs the guided questionnaire, resumes after a reload and ends with the summary', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('guided'));
    await page.getByRole('button', { name: /Draft a PRD from Scratch/ }).click();
    await expect(page).toHaveURL(CHAT_URL);
    const id = page.url().split('/').pop() as string;
    const { questions } = (await (await page.request.get('/api/questionnaires/prd')).json()) as {
      questions: { key: string; question: string }[];
    };
    expect(questions.length).toBeGreaterThan(2);
    await expect(replies(page).first()).toContainText('Let me ask you a few questions about your PRD journey:');

    // The first answer reads like a real one: the memory keeps its short value, the product's name.
    const answers = questions.map((q, i) =>
      i === 0
        ? 'Ledgerly, an invoicing app for freelancers. This PRD is about payment reminders.'
        : `Answer ${i + 1} about ${q.key.replace(/_/g, ' ')}`,
    );
    const input = messageInput(page);
    for (const [i, q] of questions.entries()) {
      await expect(replies(page).last()).toContainText(q.question);
      if (i === 2) {
        await page.reload();
        await expect(replies(page)).toHaveCount(3);
        await expect(replies(page).last()).toContainText(q.question);
        await expect(userMessages(page)).toHaveText(answers.slice(0, 2));
      }
      await input.fill(answers[i] as string);
      await input.press('Enter');
      await expect(userMessages(page).getByText(answers[i] as string, { exact: true })).toHaveCount(1);
    }

    const summary = [
      "Thank you for answering those questions. Here's what I understand:",
      questions.map((q, i) => `- ${q.key}: ${answers[i]}`).join('\n'),
      'Based on this information, let me help you with your PRD journey.',
    ].join('\n\n');
    await expect(userMessages(page).last()).toContainText("Here's what I understand:");
    await expect(userMessages(page).last()).toContainText('Based on this information, let me help you with your PRD journey.');
    await waitForReply(page);

    const messages = (await (await page.request.get(`/api/documents/${id}/messages`)).json()) as {
      role: string;
      content: string;
      isQuestion: boolean;
    }[];
    expect(messages.slice(0, questions.length).map((m) => [m.content, m.isQuestion])).toEqual(answers.map((a) => [a, true]));
    const sent = messages[questions.length];
    expect(sent?.isQuestion).toBe(false);
    // The user's words alone: the memories are stored beside the message.
    expect(sent?.content).toBe(summary);
    expect(messages.at(-1)?.role).toBe('assistant');

    await page.getByRole('button', { name: 'What I remember' }).click();
    const memory = page.getByRole('region', { name: 'What I remember' });
    await expect(memory.getByText('Product name:')).toBeVisible();
    await expect(memory).toContainText('Ledgerly');
    await expect(memory).not.toContainText('an invoicing app for freelancers');
  });

  test('remembers what the user states, and lets them correct or forget it', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('memory'));
    await askFromHome(page, 'Our product is called Acme Notes');
    await page.getByRole('button', { name: 'What I remember' }).click();
    const memory = page.getByRole('region', { name: 'What I remember' });
    await expect(memory).toContainText('Product name: Acme Notes');

    await memory.getByRole('button', { name: 'Edit Product name' }).click();
    await memory.getByRole('textbox', { name: 'Product name' }).fill('Acme Notes Pro');
    await memory.getByRole('textbox', { name: 'Product name' }).press('Enter');
    await expect(memory).toContainText('Product name: Acme Notes Pro');
    await page.reload();
    await page.getByRole('button', { name: 'What I remember' }).click();
    await expect(memory).toContainText('Product name: Acme Notes Pro');
    await memory.getByRole('button', { name: 'Forget Product name' }).click();
    await expect(memory).toContainText('Nothing yet');
  });

  test('renames the chat inline: Enter saves, Escape cancels', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('rename'));
    await page.getByRole('button', { name: /Validate Your Ideas/ }).click();
    await expect(chatTitle(page)).toHaveText('New Validate Document');

    await chatTitle(page).getByRole('button').click();
    await page.getByRole('textbox', { name: 'Chat title' }).fill('Pricing experiment');
    await page.getByRole('textbox', { name: 'Chat title' }).press('Enter');
    await expect(toasts(page).getByText('Document updated successfully')).toBeVisible();
    await expect(chatTitle(page)).toHaveText('Pricing experiment');
    await expect(sidebar(page).getByRole('link', { name: 'Pricing experiment' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Chat title' }).fill('Something else');
    await page.getByRole('textbox', { name: 'Chat title' }).press('Escape');
    await expect(chatTitle(page)).toHaveText('Pricing experiment');
    await page.reload();
    await expect(chatTitle(page)).toHaveText('Pricing experiment');
  });

  test('copies a reply and shows the check for two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughUi(page, uniqueEmail('copy'));
    await askFromHome(page, 'What makes a good PRD?');
    const copy = replies(page).first().getByRole('button', { name: 'Copy' });
    await copy.click();
    await expect(copy.locator('svg.lucide-check')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(20);
    await expect(copy.locator('svg.lucide-check')).toHaveCount(0, { timeout: 4000 });
    await expect(copy.locator('svg.lucide-copy')).toBeVisible();
  });

  test('attaches files from home and the chat, and uploads a pasted image', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('upload'));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPwd3sKRAwQCgAnDgXpGMvyuAAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await expect(page).toHaveURL(CHAT_URL);
    await expect(userMessages(page).getByRole('img', { name: 'Uploaded Image' })).toHaveCount(1);
    await waitForReply(page);

    await pastePng(page, 64, 48);
    const pasted = userMessages(page).nth(1).getByRole('img', { name: 'Uploaded Image' });
    await expect(pasted).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
    await expect.poll(() => pasted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(replies(page)).toHaveCount(2, { timeout: 15_000 });

    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes') });
    const file = userMessages(page).getByRole('link', { name: 'Uploaded file: notes.txt' });
    await expect(file).toHaveAttribute('href', /^\/uploads\/[\w-]+\.txt$/);
    await expect(replies(page)).toHaveCount(3, { timeout: 15_000 });

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(toasts(page).getByText('Failed to upload file. Please try again.')).toBeVisible();
  });

  test('deletes a chat from its screen and another from All Chats', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('delete'));
    await page.getByRole('button', { name: /Refine UX Design/ }).click();
    await expect(chatTitle(page)).toHaveText('New Design Document');
    await page.getByRole('link', { name: 'New Chat' }).click();
    await page.getByRole('button', { name: /Explore New Features/ }).click();
    await expect(chatTitle(page)).toHaveText('New Explore Document');
    await expect(sidebar(page).getByRole('link', { name: 'Chats 2' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete document' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Document' });
    await expect(confirm).toContainText('Are you sure you want to delete this document? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Document deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByText('1 chat', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Chats 1' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'New Explore Document' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete chat' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Chat' });
    await expect(dialog).toContainText('Are you sure you want to delete this chat? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
    await expect(page.getByText('0 chats', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Chats 0' })).toBeVisible();
  });

  test('an unknown chat shows the error screen with a way back', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('missing'));
    await page.goto('/chat/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Error Loading Chat' })).toBeVisible();
    await expect(page.getByText('Chat not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Chats' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
  });

  test('chats on a phone-sized screen @mobile', async ({ page }) => {
    await signInThroughUi(page, uniqueEmail('phone'));
    await askFromHome(page, 'Our target audience is busy product managers');
    const input = messageInput(page);
    await expect(input).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport();
    await input.fill('What should we build first?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(replies(page)).toHaveCount(2, { timeout: 15_000 });
    await expect(replies(page).last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

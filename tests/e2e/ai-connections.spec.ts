import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';
import { expect, test } from './fixtures';

/**
 * An administrator connects a model from the app (a real HTTP server speaking the OpenAI protocol) on a
 * Northstar that starts with none, enables one of its models, and a user picks it in the composer.
 */
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;
let adminEmail: string;

test.beforeAll(async ({ browserName: _ }, info) => {
  test.setTimeout(90_000);
  fake = await startFakeLlm({ reply: ['Picked ', 'model here.'] });
  adminEmail = `ai-admin-${info.project.name}@example.com`;
  app = await startAppProcess(
    { ADMIN_EMAILS: adminEmail, PLAN_LIMITS: 'off', LOG_LEVEL: 'fatal' },
    E2E_PORT + 1200 + (info.project.name === 'mobile' ? 1 : 0),
  );
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const SHOTS = 'test-results/ai-connections';

async function signInAs(page: Page, who: string) {
  const headers = await app.signIn(who);
  const [name, value] = (headers.cookie as string).split('=') as [string, string];
  await page.context().clearCookies();
  await page.context().addCookies([{ name, value, url: app.base }]);
  return headers;
}

test('an admin connects a model and a user picks it for a chat @mobile', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, adminEmail);
  await page.goto(`${app.base}/admin`);
  await page.getByRole('tab', { name: 'AI connections' }).click();
  await expect(page.getByText('No AI model is connected')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a connection' });
  await form.getByLabel('Name').fill('Fake server');
  await form.getByLabel('Address').fill(fake.baseUrl);
  await form.getByLabel(/API key/).fill('sk-e2e-secret');
  await form.getByRole('button', { name: 'Add connection' }).click();
  const card = page.getByRole('article', { name: 'Connection Fake server' });
  await expect(card).toContainText('Key set');
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card).toContainText('Connected: 3 models listed.');
  await card.getByLabel('Enable fake-model-2').check();
  await expect(card.getByLabel('llava-fake sees images')).toBeDisabled();
  await page.getByRole('button', { name: 'Save models' }).click();
  await expect(page.getByText('Models saved', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-admin.png`, fullPage: true });

  const headers = await signInAs(page, `ai-user-${info.project.name}`);
  const doc = (await (
    await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'explore' }) })
  ).json()) as { id: string };
  await fetch(`${app.base}/api/documents/${doc.id}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ role: 'assistant', content: 'What are you building?' }),
  });
  await page.goto(`${app.base}/chat/${doc.id}`);
  const picker = page.getByLabel('Model', { exact: true });
  await expect(picker).toHaveValue('offline');
  const [chosen] = await picker.selectOption({ label: 'fake-model-2 (Fake server)' });
  await expect(picker).toHaveValue(chosen as string);
  await expect.poll(async () => (await (await fetch(`${app.base}/api/documents/${doc.id}`, { headers })).json()).model).toBe(chosen);

  fake.state.requests.length = 0;
  const field = page.getByPlaceholder('Type your message or paste an image...');
  await field.fill('Which model are you?');
  await field.press('Enter');
  const reply = page.getByRole('article', { name: 'Northstar said' }).last();
  await expect(reply).toContainText('Picked model here.');
  await expect(reply.getByLabel('Written by fake-model-2 (Fake server)')).toBeVisible();
  expect(fake.state.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body.model)).toEqual(['fake-model-2']);
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-chat.png`, fullPage: true });

  // The reload keeps the chat's model.
  await page.reload();
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue(chosen as string);

  await signInAs(page, adminEmail);
  await page.goto(`${app.base}/admin`);
  await page.getByRole('tab', { name: 'Usage' }).click();
  const row = page.getByRole('row').filter({ hasText: 'fake-model-2' });
  await expect(row).toContainText(`ai-user-${info.project.name}`);
  await page.screenshot({ path: `${SHOTS}-${info.project.name}-usage.png`, fullPage: true });
});

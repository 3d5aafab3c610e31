import { E2E_PORT } from '../../playwright.config';
import { startAppProcess } from '../support/app-process';
import { startFakeLlm } from '../support/fake-llm';
import { expect, test } from './fixtures';
import { chatOnSecondApp } from './second-app';

/**
 * Facts the model proposes (the remember_fact tool): a second Northstar with an OpenAI-compatible
 * provider (a real HTTP server speaking the protocol) whose first step proposes two facts.
 */
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;

test.beforeAll(async ({ browserName: _ }, info) => {
  // Starting a second server (a fresh database) takes 20 s and more on a busy machine.
  test.setTimeout(90_000);
  fake = await startFakeLlm({ reply: ['Noted both.'] });
  app = await startAppProcess(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PLAN_LIMITS: 'off', LOG_LEVEL: 'fatal' },
    E2E_PORT + 1200 + (info.project.name === 'mobile' ? 1 : 0),
  );
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

test('a fact the model proposes is kept or dropped in What I remember @mobile', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const doc = await chatOnSecondApp(page, app, `proposed-${info.project.name}`, 'explore');
  fake.state.toolTurns.push({
    calls: [
      { id: 'call_1', name: 'remember_fact', arguments: '{"fact":"Seats cost 15 euros a month"}' },
      { id: 'call_2', name: 'remember_fact', arguments: '{"fact":"Launch is in March"}' },
    ],
  });
  await page.goto(`${app.base}/chat/${doc.id}`);
  const box = page.getByPlaceholder('Type your message or paste an image...');
  await box.fill('Seats are 15 euros a month and we launch in March.');
  await box.press('Enter');
  await expect(page.getByRole('article', { name: 'Northstar said' }).last()).toContainText('Noted both.');

  await page.getByRole('button', { name: 'What I remember' }).click();
  const memory = page.getByRole('region', { name: 'What I remember' });
  const seats = memory.getByRole('listitem', { name: 'Proposed: Seats cost 15 euros a month' });
  const launch = memory.getByRole('listitem', { name: 'Proposed: Launch is in March' });
  await expect(seats).toBeVisible();
  await expect(launch).toBeVisible();
  await page.screenshot({ path: `test-results/memory-proposed-${info.project.name}.png` });

  await seats.getByRole('button', { name: 'Keep' }).click();
  await expect(memory).toContainText('Noted: Seats cost 15 euros a month');
  await launch.getByRole('button', { name: 'Drop' }).click();
  await expect(launch).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'What I remember' }).click();
  await expect(memory).toContainText('Seats cost 15 euros a month');
  await expect(memory).not.toContainText('Launch is in March');
  await expect(memory.getByRole('button', { name: 'Keep' })).toHaveCount(0);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOG_LEVELS, whenRunning } from '../support/server-start';
import { codeFor, expect, mailCount, test, uniqueEmail } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 5099) + 7;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-restart-'));

/** This test's own server (PGlite in its own folder), so it can stop and start it. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: process.env.E2E_SMTP_URL,
      DATABASE_URL: '',
      // Its start-up line says when it listens; warnings and errors are shown.
      LOG_LEVEL: 'info',
      PLAN_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await whenRunning(child, LOG_LEVELS.warn);
  return child;
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

test('after its server restarts, the page reconnects and shows what changed meanwhile', async ({ page }) => {
  test.setTimeout(90_000);
  let server = await startServer();
  try {
    const email = uniqueEmail('restart');
    const before = mailCount(email);
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Start Now' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(email, before));
    // The session cookie comes with the answer: going on before it arrives would land signed out.
    const verified = page.waitForResponse((res) => res.url().endsWith('/api/verify-otp') && res.ok());
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await verified;
    await page.goto(`${base}/chats`);
    await expect(page.getByRole('heading', { name: 'All Chats' })).toBeVisible();

    await stopServer(server);
    server = await startServer();
    const created = await page.request.post(`${base}/api/documents`, {
      headers: { origin: base },
      data: { title: 'Written while the page was away', content: '', type: 'explore' },
    });
    expect(created.status()).toBe(201);
    await expect(page.getByRole('main').getByText('Written while the page was away')).toBeVisible({ timeout: 10_000 });
  } finally {
    await stopServer(server);
  }
});

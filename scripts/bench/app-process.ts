import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeOf, startSmtpSink } from '../../tests/support/smtp-sink';

/**
 * Northstar in its own process, as in production (PGlite in a fresh DATA_DIR, a real SMTP sink),
 * with helpers to sign users in over HTTP.
 */
export async function startAppProcess(env: Record<string, string>, port = 5098) {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: sink.url, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  async function signIn(email: string): Promise<Record<string, string>> {
    const json = { origin: base, 'content-type': 'application/json' };
    const requested = await fetch(`${base}/api/request-otp`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    const pending = requested.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const code = codeOf(sink.mails.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '');
    const verified = await fetch(`${base}/api/verify-otp`, { method: 'POST', headers: { ...json, cookie: pending }, body: JSON.stringify({ otp: code }) });
    const session = verified.headers.getSetCookie().find((c) => c.startsWith('ns_session='))?.split(';')[0];
    if (!session) throw new Error(`sign-in failed: ${await verified.text()}`);
    return { ...json, cookie: session };
  }

  async function stop() {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await sink.close();
  }
  return { base, pid: child.pid as number, signIn, stop };
}

import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOG_LEVELS, logLevelFor, whenRunning } from './server-start';
import { codeOf, startSmtpSink } from './smtp-sink';

/**
 * Northstar in its own process, as in production (PGlite in a fresh DATA_DIR, a real SMTP sink),
 * with helpers to sign users in over HTTP.
 */
export async function startAppProcess(env: Record<string, string>, port = 5098) {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: is an earlier Northstar still running?`);
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-app-'));
  const logs = logLevelFor((env.LOG_LEVEL ?? 'warn') as keyof typeof LOG_LEVELS);
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
      ...env,
      // Its start-up line says when it listens; the lines of the level asked for (warn) and above are shown.
      LOG_LEVEL: logs.LOG_LEVEL,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A run that fails must not leave its server behind.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  await whenRunning(child, logs.shownFrom);

  /**
   * Signs a new user in: `name` made unique to this run, or a full address as it is. A PostgreSQL
   * database outlives runs, so each run's addresses and client IP are new, and the sign-in limits of
   * earlier runs do not apply.
   */
  const run = randomBytes(4).toString('hex');
  let signIns = 0;
  async function signIn(name: string): Promise<Record<string, string>> {
    // A full address (one of ADMIN_EMAILS) is taken as it is.
    const email = name.includes('@') ? name : `${name}-${run}@example.com`;
    signIns += 1;
    const json = {
      origin: base,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${signIns % 256}`,
    };
    const requested = await fetch(`${base}/api/request-otp`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    const pending = requested.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const code = codeOf(sink.mails.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '');
    const verified = await fetch(`${base}/api/verify-otp`, {
      method: 'POST',
      headers: { ...json, cookie: pending },
      body: JSON.stringify({ otp: code }),
    });
    const session = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('ns_session='))
      ?.split(';')[0];
    if (!session) throw new Error(`sign-in failed: ${await verified.text()}`);
    return { ...json, cookie: session };
  }

  async function stop() {
    process.off('exit', killChild);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await sink.close();
  }
  return { base, pid: child.pid as number, dataDir, signIn, stop };
}

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../../playwright.config';
import { LOG_LEVELS, whenRunning } from '../support/server-start';
import { startSmtpSink } from '../support/smtp-sink';

export const ADMIN_EMAIL = 'admin@northstar.test';
/** A second administrator for the tests that read the admin area after their own steps: sign-in codes are rate-limited per address. */
export const VOTES_ADMIN_EMAIL = 'votes-admin@northstar.test';

/**
 * Starts a real SMTP sink (each mail is written to E2E_MAIL_DIR) and the built app on
 * a fresh PGlite data directory, as `npm start` would run it.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), 'northstar-e2e-'));
  const mailDir = path.join(root, 'mail');
  mkdirSync(mailDir);
  let n = 0;
  const sink = await startSmtpSink((mail) => {
    for (const to of mail.to) {
      // Written aside, then renamed: a test reading the newest mail never sees half of one.
      const file = path.join(mailDir, `${to}.${String(++n).padStart(5, '0')}.eml`);
      writeFileSync(`${file}.part`, mail.raw);
      renameSync(`${file}.part`, file);
    }
  });
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = sink.url;

  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      SMTP_URL: sink.url,
      ADMIN_EMAILS: `${ADMIN_EMAIL},${VOTES_ADMIN_EMAIL}`,
      TRUST_PROXY: 'true',
      PLAN_LIMITS: 'off',
      // The hand-off tests connect trackers served on this machine.
      TRACKER_LOCAL_URLS: 'true',
      // Its start-up line says when it listens; warnings and errors are shown.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  await whenRunning(server, LOG_LEVELS.warn);

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await sink.close();
  };
}

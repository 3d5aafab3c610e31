import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The line a Northstar server logs once it listens (server/serve.ts). */
const RUNNING = 'Northstar is running at ';

/** Pino's levels. */
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/**
 * The LOG_LEVEL to start a server with so that it logs its start-up line, and the level from which its
 * lines are shown, to show what `wanted` would have.
 */
export function logLevelFor(wanted: keyof typeof LOG_LEVELS) {
  return { LOG_LEVEL: LOG_LEVELS[wanted] < LOG_LEVELS.info ? wanted : 'info', shownFrom: LOG_LEVELS[wanted] };
}

/**
 * Waits for a Northstar server started with `stdio: ['ignore', 'pipe', 'inherit']` and
 * `LOG_LEVEL: 'info'` to log that it is running (it then listens, its database migrated); rejects
 * when the process exits first. Its log lines (JSON, stdout not being a terminal) go on to this
 * process's output from `shownFrom` up, so a test shows what it showed at that log level.
 */
export function whenRunning(child: ChildProcess, shownFrom: number): Promise<void> {
  const stdout = child.stdout;
  if (!stdout) throw new Error('start the server with its stdout piped');
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the app server exited with code ${code} before it was running`));
    child.once('exit', exited);
    // Read to the end: a pipe nobody reads would stop the server once full.
    createInterface({ input: stdout }).on('line', (line) => {
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        entry = { level: Infinity };
      }
      if ((entry.level ?? Infinity) >= shownFrom) process.stdout.write(`${line}\n`);
      if (entry.msg?.startsWith(RUNNING)) {
        child.off('exit', exited);
        resolve();
      }
    });
  });
}

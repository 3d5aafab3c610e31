import pino from 'pino';

/**
 * Where the log goes: pretty-printed lines (pino-pretty, in a worker thread) when a person reads a
 * terminal outside production; JSON lines on stdout in production, in CI and when piped to a file or
 * a log collector. `undefined` keeps pino's own JSON output.
 */
export function prettyInTerminal(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)) {
  if (!wantsPretty(env, isTTY)) return undefined;
  return pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } });
}

export const wantsPretty = (env: NodeJS.ProcessEnv, isTTY: boolean) => isTTY && env.NODE_ENV !== 'production' && !env.CI;

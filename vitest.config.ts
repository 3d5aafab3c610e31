import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that talk to the database run on PGlite and again on PostgreSQL; pure ones run once. */
const DATABASE_TESTS = [
  'server/modules/**/*.test.ts',
  'server/db/**/*.test.ts',
  'server/plugins/**/*.test.ts',
  'server/policies/**/*.test.ts',
  'server/test/**/*.test.ts',
  'server/lib/rate-limiter.test.ts',
  'server/lib/rate-limiter.concurrency.test.ts',
];

const serverProject = (name: string, env: Record<string, string>, include: string[]) => ({
  extends: true as const,
  test: {
    name,
    root: '.',
    include,
    environment: 'node',
    setupFiles: ['server/test/setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  serverProject('server-pglite', { TEST_DB: 'pglite' }, ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts']),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, DATABASE_TESTS)] : []),
  {
    extends: true as const,
    test: {
      name: 'client',
      root: '.',
      include: ['client/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['client/test/setup.ts'],
    },
  },
];

export default mergeConfig(
  { ...viteConfig, root: '.' },
  defineConfig({
    test: {
      projects,
    },
  }),
);

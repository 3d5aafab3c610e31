import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const serverProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    root: '.',
    include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['server/test/setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  serverProject('server-pglite', { TEST_DB: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' })] : []),
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

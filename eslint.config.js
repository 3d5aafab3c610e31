import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every route is declared once, in common/contract: the server registers it from there and the
    // client takes its address and query key from it (client/lib/routes.ts).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'client/test/**', 'server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\/./]', message: 'Declare the route in common/contract and take its address from there.' },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\/./]',
          message: 'Declare the route in common/contract and take its address from there.',
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react*', 'drizzle-orm*', 'fastify*', '@/*', '../server/*', '../client/*'] },
      ],
    },
  },
  {
    // No test waits for a fixed time: it waits for the event itself (a response, a request, a log line,
    // a live event, a row), polls with vi.waitFor / expect.poll or web-first assertions, drives timers
    // with fake ones, and proves that nothing happened with a later sentinel event. Fake servers in
    // tests/support may still delay their answers to play a slow provider.
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.ts', 'tests/support/**/*.ts', 'server/test/**/*.ts', 'client/test/**/*.{ts,tsx}'],
    ignores: ['tests/support/fake-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed waits: wait for the event itself (a web-first assertion, waitForResponse, waitForRequest, expect.poll).',
        },
        {
          selector:
            'CallExpression:matches([callee.name=/^set(Timeout|Interval)$/], [callee.property.name=/^set(Timeout|Interval)$/][callee.object.name!=/^(test|it|describe)$/])',
          message:
            'No sleeps or timed actions in tests: wait for the event itself, use fake timers (vi.useFakeTimers, page.clock) for timer-driven code, or a sentinel event for "nothing happened".',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?timers\\u002Fpromises$/]',
          message: 'No sleeps in tests: wait for the event itself.',
        },
        {
          selector:
            ":matches(WhileStatement, DoWhileStatement, ForStatement) CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name='now']",
          message: 'No polling loops against a deadline: use vi.waitFor / expect.poll, or wait for the event itself.',
        },
      ],
    },
  },
  prettier,
);

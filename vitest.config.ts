import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project NAME` picks one (see package.json scripts).
export default defineConfig({
  test: {
    // Vitest's default is one worker per CPU but one: a single worker on a 2-CPU machine. Most
    // tests wait on databases, sockets, scrypt or a browser, so two files at a time overlap.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time (the root's maxWorkers): each starts its own server and browser.
        },
      },
    ],
  },
});

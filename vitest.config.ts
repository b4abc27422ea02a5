import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web test files that replace modules (vi.mock): a mock reaches only the files that import
 * the module after it, so they run each in a fresh module graph. The others share one per worker.
 */
function filesThatMock(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
    .map((file) => path.join('src', file).split(path.sep).join('/'));
}
const webRoot = path.join(import.meta.dirname, 'apps/web');
const webMocks = filesThatMock(path.join(webRoot, 'src'));

/**
 * A screen test's time limit: a guard against a hang, not a measure of speed. The first test in a
 * worker that opens a lazy module (antd-mobile's dialog, the signature pad) has Vite transform
 * dozens of modules; on a fresh clone with a cold cache that took over Vitest's default 5 s on two
 * cores (a CI run's security-screen test), though the test itself takes half a second.
 */
const WEB_TEST_TIMEOUT_MS = 15_000;

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
          // Cheap password hashing, but where a test asks for the real cost (D57).
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share one module graph: the app's modules are imported once per
          // worker, not once per file (about half the run). Tests keep their state in their own
          // apps and databases; what a module keeps (a job spied on) the tests put back.
          isolate: false,
        },
      },
      // jsdom and the app's modules set up once per worker instead of once per file (2 min → 30 s).
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: webRoot,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webMocks,
          isolate: false,
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-mocks',
          root: webRoot,
          include: webMocks,
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A screen under load can take seconds to answer; Vitest's default poll gives up after 1 s.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (the root's maxWorkers): each starts its own server and browser.
          // Three were faster but not reliable (D100).
        },
      },
    ],
  },
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer } from './server.ts';
import type { BuiltServer } from '../../scripts/built-server.mjs';

/** The built server and the Chromium a browser test file runs against. */
export interface Suite {
  readonly server: BuiltServer;
  readonly browser: Browser;
}

/**
 * A browser test file's own server and browser: started side by side before the file's tests,
 * closed after them (each file has its own data folder, so files running at the same time never
 * meet). `env` is the server's configuration, asked for when the file starts, so that it can name
 * a peer started there first (a mail or map server). Vitest runs hooks in the order they are
 * added and `afterAll` hooks as a stack: a file's `beforeAll` added after this call runs once both
 * are up, and an `afterAll` added before it (a peer's stop) runs once both are closed.
 */
export function serverAndBrowser(
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
): Suite {
  const started: { server?: BuiltServer; browser?: Browser } = {};
  beforeAll(async () => {
    const config = await env();
    [started.server, started.browser] = await Promise.all([startServer(config), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return {
    get server() {
      if (!started.server) throw new Error('The server starts in beforeAll');
      return started.server;
    },
    get browser() {
      if (!started.browser) throw new Error('The browser starts in beforeAll');
      return started.browser;
    },
  };
}

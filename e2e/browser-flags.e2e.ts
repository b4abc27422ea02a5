import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';

/**
 * The browser the tests launch (support/browser.ts): its --disable-features switch keeps every
 * feature Playwright turns off, and the address bar's popup pages stay away from each context.
 */
let browser: Browser;
let browserArgs: string[];

/** The command line of the Chromium this test process started (read from /proc). */
function launchedChromiumArgs(): string[] {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.startsWith('--remote-debugging-pipe'))) return args;
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error('no Chromium started by this process');
}

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

beforeAll(async () => {
  browser = await launchBrowser();
  browserArgs = launchedChromiumArgs();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tests’ Chromium', () => {
  it('keeps every feature Playwright turns off in the one --disable-features switch it reads', () => {
    const switches = browserArgs.filter((arg) => arg.startsWith('--disable-features='));
    // Playwright's own switch, then ours: Chromium reads the last one only.
    expect(switches.length).toBeGreaterThanOrEqual(2);
    const applied = new Set(featuresOf(switches.at(-1) ?? ''));
    const dropped = switches
      .slice(0, -1)
      .flatMap(featuresOf)
      .filter((name) => !applied.has(name));
    expect(dropped, 'add these to DISABLED_FEATURES in support/browser.ts').toEqual([]);
  });

  it('opens no address-bar popup page for a new context', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('data:text/html,<p>hello</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      await cdp.detach();
      expect(targetInfos.map((target) => target.url)).toContain('data:text/html,<p>hello</p>');
      expect(targetInfos.filter((target) => target.url.includes('omnibox-popup'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

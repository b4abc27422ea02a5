import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { toastGone } from './browser.ts';
import { rawKeysOn } from './raw-keys.ts';

const require = createRequire(import.meta.url);
let source: string | undefined;
const axeSource = () =>
  (source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core (the copy the Lighthouse benchmark already installs) run in the page against WCAG 2
 * A and AA, on the whole screen or the part `include` selects: the violations found, as 'rule: selector' lines, so a failing test names them.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A toast from the step before fades over the screen; axe would judge its half-drawn text.
  await toastGone(page);
  await settled(page);
  let found = await runAxe(page, include);
  // A toast can come a task after what the test waited for (a refused submit shows its errors,
  // then its message) and be judged half faded in: once it is drawn, look again.
  if (found.length > 0 && (await page.locator('.toast, .adm-mask').count()) > 0) {
    await settled(page);
    found = await runAxe(page, include);
  }
  return found;
}

/**
 * Waits for what fades: a control just enabled (antd-mobile's buttons: opacity over 0.15 s), a
 * toast (lib/toast.ts: a 0.15 s fade-in), a dialog's mask. axe would judge their half-drawn
 * colours. Every finite CSS transition and animation ends first (bounded: a paused animation
 * never finishes), then antd-mobile's masks, which fade with inline opacity, are at 0 or 1.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.adm-mask')].every((mask) => {
          const opacity = Number(getComputedStyle(mask).opacity);
          return opacity === 0 || opacity === 1;
        }),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

async function runAxe(page: Page, include?: string): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol: the app's CSP (script-src 'self') refuses a tag.
  if (!hasAxe) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, include ?? null);
  return (violations as Violation[]).flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? '-'}): ${n.target.join(' ')} - ${v.help}`),
  );
}

/**
 * The screen (or the part `include` selects) passes axe, and the whole page shows no raw
 * translation key (issue 36: the screens a11y.e2e.ts leaves to other files are checked here, in
 * the state those files bring them to, dialogs included); a failure names `what` and the rules or
 * keys. The keys are read first, while a toast is still on the page: axe waits for it to go.
 */
export async function expectAxeClean(page: Page, what: string, include?: string): Promise<void> {
  const rawKeys = await rawKeysOn(page);
  expect(await axeViolations(page, include), what).toEqual([]);
  expect(rawKeys, `${what}: raw translation keys`).toEqual([]);
}

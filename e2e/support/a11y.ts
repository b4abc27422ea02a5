import type { Page } from 'playwright-core';

/**
 * Helpers of e2e/a11y.e2e.ts: the routes of a paths object, waiting for a screen to settle, and
 * the checks of 200 % zoom and of a visible keyboard focus.
 */

/** Every route string of a paths object (nested objects included, link builders left out). */
export function leafPaths(tree: object): string[] {
  const out = new Set<string>();
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') out.add(value);
    else if (value && typeof value === 'object') for (const p of leafPaths(value)) out.add(p);
  }
  return [...out];
}

/** What a screen shows while it is not ready: the boot screen, a spinner, a skeleton. */
const NOT_READY = '.boot, .screen-fallback, .adm-skeleton, [aria-busy="true"]';

/**
 * Waits until the screen is what the member or staff member works with: its chunk and data
 * arrived (no boot screen, spinner or skeleton) and no request has been under way for 300 ms.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (selector) => document.querySelector('#root') && !document.querySelector(selector),
    NOT_READY,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.getEntriesByType('resource').length;
        let quietSince = performance.now();
        const tick = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now !== last) {
            last = now;
            quietSince = performance.now();
          }
          if (performance.now() - quietSince >= 300) resolve();
          else setTimeout(tick, 50);
        };
        tick();
      }),
  );
  await page.waitForFunction((selector) => !document.querySelector(selector), NOT_READY, {
    timeout: 15_000,
  });
}

/**
 * 200 % zoom as WCAG measures it (1.4.4, and 1.4.10's reflow at 320 CSS px): a 640 px window at
 * 200 %, so the page lays out in 320 CSS px with everything twice the size (the narrowest phone
 * the app supports). Answers what breaks: the page scrolling sideways, or an element whose text
 * is cut off by its own box. Text ellipsised on purpose (text-overflow: ellipsis, its full text
 * is elsewhere) and strips that scroll sideways on purpose (overflow-x: auto) are left out.
 */
export async function zoomProblems(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 640, height: 1280 });
  try {
    return await page.evaluate(async () => {
      const root = document.documentElement;
      root.style.zoom = '2';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const problems: string[] = [];
      if (root.scrollWidth > root.clientWidth + 1) {
        problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
      }
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
        } "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      for (const el of document.querySelectorAll<HTMLElement>('#root *')) {
        const style = getComputedStyle(el);
        if (!['hidden', 'clip'].includes(style.overflowX)) continue;
        if (style.textOverflow === 'ellipsis' || !el.textContent?.trim()) continue;
        if (el.closest('[aria-hidden="true"], .visually-hidden')) continue;
        if (el.scrollWidth > el.clientWidth + 1) problems.push(`cut off: ${describe(el)}`);
      }
      root.style.zoom = '';
      return problems;
    });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/**
 * Answers a description of the focused element when focusing it changed nothing one can see
 * (outline, box shadow, border or background of the element or of the field box around it),
 * else ''.
 */
export async function invisibleFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const boxes = [el, el.closest('.field__control, .adm-list-item')].filter(
      (box): box is HTMLElement => box instanceof HTMLElement,
    );
    const look = () =>
      boxes
        .map((box) => {
          const s = getComputedStyle(box);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
          ].join('|');
        })
        .join(';');
    const focused = look();
    el.blur();
    const blurred = look();
    el.focus({ focusVisible: true } as FocusOptions);
    if (focused !== blurred) return '';
    const name = el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `${el.tagName.toLowerCase()} ${name} shows no focus`;
  });
}

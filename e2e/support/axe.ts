import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now. The script is the copy installed
 * with the workspace (lighthouse's), evaluated through the DevTools protocol, so the app's
 * Content-Security-Policy need not allow it. Answers each violation's rule and the nodes it hit.
 */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  help: string;
  nodes: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<any> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n: any) => n.target.join(' ')),
    }));
  });
}

import type { Page } from 'playwright-core';

/**
 * The tip screen as a member goes through it (issue 13): every consent ticked, every signature pad
 * drawn on with the mouse, then Submit. Shared by every browser test that submits a reservation.
 */

/** Draws a small zigzag on one signature pad with the mouse (down, moves, up). */
export async function signWithMouse(page: Page, kind: string): Promise<void> {
  const canvas = page.getByTestId(`signature-${kind}`).locator('canvas');
  // The pad's library arrives as a chunk of its own: draw once it is listening.
  await page.locator(`[data-testid="signature-${kind}"][data-state="ready"]`).waitFor();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`signature pad ${kind} is not visible`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(box.x + 20 + step * 25, y + (step % 2 === 0 ? -25 : 25), { steps: 4 });
  }
  await page.mouse.up();
  await page.locator(`[data-testid="signature-${kind}"][data-signed="true"]`).waitFor();
}

/** The kinds of the pads the screen shows, in order. */
export async function padKinds(page: Page): Promise<string[]> {
  await page.locator('[data-testid^="signature-"]').first().waitFor();
  const ids = await page
    .locator('[data-testid^="signature-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('signature-', ''));
}

/** Ticks every consent asked and signs every pad shown. */
export async function declareAndSign(page: Page): Promise<void> {
  const boxes = page.locator('input[type="checkbox"][name^="consent-"]');
  await boxes.first().waitFor();
  for (const box of await boxes.all()) await box.check();
  for (const kind of await padKinds(page)) await signWithMouse(page, kind);
}

/** From the overview: to the tip screen, declared and signed, submitted. */
export async function declareSignAndSubmit(page: Page): Promise<void> {
  await page.getByTestId('to-tip').click();
  await declareAndSign(page);
  await page.getByTestId('submit-button').click();
}

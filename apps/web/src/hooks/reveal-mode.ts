/** How much of a screen renders at once: the shared setting of the reveal hooks. */

/**
 * Items rendered with the screen's first paint (form fields and business cards alike); the rest
 * follow in a deferred render.
 */
const FIRST = 2;
export const steps = { first: FIRST };

/**
 * The unit tests of the forms read every field right after the form appears: their setup shows
 * everything at once (the stepping itself has its own test; the browser tests run the build's).
 */
export function revealEverythingAtOnce(on = true): void {
  steps.first = on ? Number.POSITIVE_INFINITY : FIRST;
}

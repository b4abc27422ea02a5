import { useEffect, useState } from 'react';

/**
 * Items rendered with the screen's first paint, then how many each later step adds (form fields
 * and business cards alike). Two: a step of three fields took 15-25 ms of a fast machine's main
 * thread on a cold start, so 60-100 ms on Lighthouse's phone (each task's time over 50 ms counts
 * as blocking); two stay under it.
 */
const FIRST = 2;
const steps = { first: FIRST, step: 2 };

/**
 * The unit tests of the forms read every field right after the form appears: their setup shows
 * everything at once (the stepping itself has its own test; the browser tests run the build's).
 */
export function revealEverythingAtOnce(on = true): void {
  steps.first = on ? Number.POSITIVE_INFINITY : FIRST;
}

/**
 * How many items of a long list to render now. The first few come with the screen; the rest
 * follow a few at a time, each step in a task of its own (setTimeout), so no single task renders
 * the whole list and blocks the main thread (issue 14: a section's ~40 fields were one long
 * task). Within a few frames every item is in the DOM, long before anyone can reach it.
 * `all` renders everything at once (a form showing its errors must have every field to focus).
 */
export function useRevealInSteps(total: number, all = false): number {
  const [shown, setShown] = useState(steps.first);
  useEffect(() => {
    if (all || shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + steps.step), 0);
    return () => clearTimeout(timer);
  }, [all, shown, total]);
  return all ? total : Math.min(shown, total);
}

/**
 * True one task after `key` was first seen when `defer`, at once otherwise (and in the unit
 * tests' "everything at once"): the part it guards renders in a task of its own.
 */
function useOneTaskLater(key: unknown, defer: boolean): boolean {
  const wait = defer && steps.first !== Number.POSITIVE_INFINITY;
  const [ready, setReady] = useState<unknown>(undefined);
  useEffect(() => {
    if (!wait || ready === key) return;
    const timer = setTimeout(() => setReady(() => key), 0);
    return () => clearTimeout(timer);
  }, [key, wait, ready]);
  return !wait || ready === key;
}

/** Lists longer than this come one task after their control (the ~250 countries). */
export const LONG_LIST = 50;

/**
 * Whether a long list (a select's options) may be rendered now: false on the render that first
 * sees it, true one task later. The control renders its chosen item meanwhile, so the field looks
 * the same; the list's hundreds of elements then take a task of their own (issue 14: the
 * countries of two selects, arriving with the server's names, were one task of 30-40 ms on a
 * phone, on top of the fields re-rendered with them). Short lists are always ready.
 */
export function useLongListReady(list: readonly unknown[]): boolean {
  return useOneTaskLater(list, list.length > LONG_LIST);
}

const SCREEN = Symbol('screen');

/**
 * False on a screen's first render, true one task later: for the secondary parts of a screen (the
 * login's other links and language switch) so the part the member came for renders in a shorter
 * task of its own (issue 14: the login's first render was one task of 47-55 ms at full speed).
 */
export function useSecondaryReady(): boolean {
  return useOneTaskLater(SCREEN, true);
}

import { useEffect, useRef, useState } from 'react';

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

/** Lists longer than this are filled in over a few frames after their control (the ~250 countries). */
export const LONG_LIST = 50;

/**
 * Options a long list adds per frame. A closed select's options still take style and layout:
 * 250 of them took 10-17 ms of a fast machine's main thread, and the policyholder's two country
 * selects filled in the same frame were one task of 25-35 ms (100-140 ms on Lighthouse's phone);
 * a chunk of 100 is 4-7 ms.
 */
export const LONG_LIST_CHUNK = 100;

/** Long lists waiting for frames, first come first served: each call adds one chunk. */
const growing: Array<() => boolean> = [];
let frameAsked = false;

function growNext() {
  frameAsked = false;
  const grow = growing[0];
  if (grow?.()) growing.shift();
  if (growing.length > 0) askFrame();
}

/** One chunk per frame, so no frame styles more than one; a hidden page draws no frames. */
function askFrame() {
  if (frameAsked) return;
  frameAsked = true;
  if (document.visibilityState === 'hidden') setTimeout(growNext, 0);
  else requestAnimationFrame(growNext);
}

/**
 * The options of a list to render now. A short list: all of them. A long one (the countries):
 * the chosen ones at first, so the control looks the same, then LONG_LIST_CHUNK more per
 * animation frame, one list at a time, in the list's order (issue 14: the countries of two
 * selects, arriving with the server's names, were one long task of rendering, style and layout).
 * A list that changes keeps how far it had got.
 */
export function useLongListShown<T>(
  list: readonly T[],
  chosen: (item: T) => boolean,
): readonly T[] {
  const long = list.length > LONG_LIST && steps.first !== Number.POSITIVE_INFINITY;
  const total = list.length;
  const [count, setCount] = useState(0);
  const counted = useRef(0);
  useEffect(() => {
    if (!long || counted.current >= total) return;
    const grow = () => {
      counted.current = Math.min(counted.current + LONG_LIST_CHUNK, total);
      setCount(counted.current);
      return counted.current >= total;
    };
    growing.push(grow);
    askFrame();
    return () => {
      const at = growing.indexOf(grow);
      if (at >= 0) growing.splice(at, 1);
    };
  }, [long, total]);
  if (!long || count >= total) return list;
  return [...list.slice(0, count), ...list.slice(count).filter(chosen)];
}

/**
 * False on a screen's first render, true one task later (at once in the unit tests' "everything
 * at once"): for the secondary parts of a screen (the login's other links and language switch) so
 * the part the member came for renders in a shorter task of its own (issue 14: the login's first
 * render was one task of 47-55 ms at full speed).
 */
export function useSecondaryReady(): boolean {
  const wait = steps.first !== Number.POSITIVE_INFINITY;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wait || ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [wait, ready]);
  return ready || !wait;
}

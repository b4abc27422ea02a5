import { useDeferredValue, useState } from 'react';
import { steps } from './reveal-mode';

export { revealEverythingAtOnce } from './reveal-mode';

/**
 * How many items of a long list to render now: the first few with the screen (or with the data
 * that fills an empty list), then all of them in a deferred render (React's useDeferredValue), which React's scheduler renders in slices of a
 * few milliseconds between frames and input, so no single task renders the whole list and blocks
 * the main thread (issue 14: a section's ~40 fields were one long task). `all` renders everything
 * at once (a form showing its errors must have every field to focus).
 */
export function useRevealInSteps(total: number, all = false): number {
  const first = Math.min(steps.first, total);
  const deferred = useDeferredValue(total, first);
  // A list that was empty (its data came after the screen) shows its first items at once too.
  return all ? total : Math.max(Math.min(deferred, total), first);
}

/** Lists longer than this wait until they are wanted (the ~250 countries). */
export const LONG_LIST = 50;

/**
 * Whether the member has reached a control yet, and the handlers that mark it: its focus (the
 * keyboard, a screen reader's activation) or a pointer down (a tap, a click), both of which come
 * before a platform picker opens. A long select builds its options then (useLongListOnDemand), a
 * section's date becomes the date input (D55).
 */
export function useReached(): [boolean, { onFocus: () => void; onPointerDown: () => void }] {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return [reached, { onFocus: reach, onPointerDown: reach }];
}

/**
 * The options of a choice to render now. A short list: all of them. A long one (the countries):
 * the chosen ones only, so the control looks the same, until `wanted`, then all at once. A single
 * choice wants them when the member reaches for it (focus or a pointer down, which come before the
 * platform's picker opens: the picker shows the options there are when it opens); a multiple
 * choice, whose list is on screen, one task after its first render. So a section's load builds no
 * option nobody has asked for (issue 14: its two country selects are 500). The unit tests'
 * "everything at once" shows them all.
 */
export function useLongListOnDemand<T>(
  list: readonly T[],
  chosen: (item: T) => boolean,
  wanted: boolean,
): readonly T[] {
  const long = list.length > LONG_LIST && steps.first !== Number.POSITIVE_INFINITY;
  return long && !wanted ? list.filter(chosen) : list;
}

import { useEffect, useState } from 'react';
import { steps } from './reveal-mode';

/**
 * False on a screen's first render, true one task later (at once in the unit tests' "everything
 * at once"): for the secondary parts of a screen (the login's other links and language switch) so
 * the part the member came for renders in a shorter task of its own (issue 14: the login's first
 * render was one task of 47-55 ms at full speed). A task, not React's deferred render: what the
 * secondary part mounts would then be rendered at deferred priority too, where a list's
 * useRevealInSteps skips its first items and renders every card in one commit (issue 33).
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

import { useEffect, useState } from 'react';
import { afterFirstContent } from '../lib/first-content';
import { steps } from './reveal-mode';

/**
 * False until the first screen's content is up and the page has settled (lib/first-content.ts),
 * then true: for a part's own calls that would otherwise share the phone's network and CPU with
 * the screen's first content (the "Scan ID" button's chunk). The unit tests'
 * "everything at once" makes it true at once.
 */
export function useAfterFirstContent(): boolean {
  const wait = steps.first !== Number.POSITIVE_INFINITY;
  const [ready, setReady] = useState(!wait);
  useEffect(() => {
    if (ready) return;
    let live = true;
    afterFirstContent(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

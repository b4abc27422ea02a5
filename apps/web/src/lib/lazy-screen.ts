import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';

/**
 * A react-router `lazy` for a screen module: the route's chunk is fetched on first visit and a
 * load that hangs (a dropped connection on a phone) fails after SPEC §9's 120 s instead of never.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Screen load timed out')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: pick(module) });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

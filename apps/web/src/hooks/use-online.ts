import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from '../lib/connectivity';

/** False while the app cannot reach the server (lib/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, () => !isOffline());
}

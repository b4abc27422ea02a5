import { useEffect, useState } from 'react';
import { adminFile } from './admin-client';

type FileState = { url: string | null; failed: boolean };

/**
 * A stored file as a blob: URL while the component lives: fetched with the bearer token, revoked
 * on unmount (a console may open hundreds of scans in a day). Not a cached query: the bytes are
 * used here once, and a cache would keep them in memory long after.
 */
export function useFileUrl(path: string, enabled = true): FileState {
  const [state, setState] = useState<FileState & { path: string }>({
    path,
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    adminFile(path, { signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ path, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ path, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, enabled]);
  // A state left from another path is not this file's.
  return state.path === path ? state : { url: null, failed: false };
}

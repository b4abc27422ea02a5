import { useCallback, useState } from 'react';
import type { BusinessDocument } from '@app/contract/calls/business';
import { download } from '../../../lib/download';

/**
 * An approved document's bytes. A plain GET outside the signed envelope (so not `call`): the URL
 * alone grants nothing, the member token travels in the Authorization header (SPEC §7 headers).
 * It times out after SPEC §9's 60 s with the network exception (lib/download.ts).
 */
export async function fetchDocument(document: BusinessDocument): Promise<Blob> {
  const blob = await download(document.url);
  // The stored type stands in for a missing or generic one, so the viewer knows what it shows.
  if (blob.type && blob.type !== 'application/octet-stream') return blob;
  return new Blob([blob], { type: document.mime });
}

/**
 * Fetches one document at a time; `loadingId` marks the one on its way. Not a TanStack mutation:
 * a file is used once and dropped, and useMutation would add a kilobyte to the screen.
 */
export function useDocumentFile() {
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const load = useCallback(async (document: BusinessDocument) => {
    setLoadingId(document.id);
    try {
      return await fetchDocument(document);
    } finally {
      setLoadingId(null);
    }
  }, []);
  return { load, loadingId };
}

import { useCallback, useState } from 'react';
import type { BusinessDocument } from '@app/contract/calls/business';
import { requestHeaders } from '../../../lib/request-body';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { endExpiredSession } from '../../../lib/session-end';

/** Document urls are server paths ('/api/business/document/7'); an absolute API base is honoured. */
export function documentUrl(url: string): string {
  const { apiBase } = getRuntimeConfig();
  return /^https?:\/\//.test(apiBase) ? new URL(url, apiBase).href : url;
}

/**
 * An approved document's bytes. A plain GET outside the signed envelope (so not `call`): the URL
 * alone grants nothing, the member token travels in the Authorization header (SPEC §7 headers).
 */
export async function fetchDocument(document: BusinessDocument): Promise<Blob> {
  const response = await fetch(documentUrl(document.url), {
    method: 'GET',
    headers: requestHeaders(),
  });
  if (response.status === 401) {
    endExpiredSession();
    throw new Error('session expired');
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
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

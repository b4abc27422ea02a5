import { useQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { requestHeaders } from '../../../lib/request-body';
import { appointmentKeys } from './appointment-keys';

/**
 * An uploaded file is served only with the member's Authorization header (DESIGN.md "Running
 * it"), so an <img src> cannot show it: the bytes are fetched and shown from a blob URL.
 */
export async function fetchUploadedFile(id: string, signal?: AbortSignal): Promise<Blob> {
  const base = getRuntimeConfig().apiBase.replace(/\/$/, '');
  const response = await fetch(`${base}/upload/file/${encodeURIComponent(id)}`, {
    headers: requestHeaders(),
    ...(signal ? { signal } : {}),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export function useUploadedFile(id: string | undefined) {
  return useQuery({
    queryKey: appointmentKeys.uploadedFile(id),
    queryFn: ({ signal }) => fetchUploadedFile(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: false,
  });
}

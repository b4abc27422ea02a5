import { useQuery } from '@tanstack/react-query';
import { download } from '../../../lib/download';
import { reservationKeys } from './reservation-keys';

/**
 * An uploaded file is served only with the member's Authorization header (DESIGN.md "Running
 * it"), so an <img src> cannot show it: the bytes are fetched from the url the server gave for it
 * (platform/upload's data.url, or the reservation's uploads) and shown from a blob URL.
 */
export function fetchUploadedFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return download(url, { signal });
}

export function useUploadedFile(url: string | undefined) {
  return useQuery({
    queryKey: reservationKeys.uploadedFile(url),
    queryFn: ({ signal }) => fetchUploadedFile(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
}

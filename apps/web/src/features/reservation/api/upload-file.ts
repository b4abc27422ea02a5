import type { ReservationFileKind } from '@app/contract/calls/reservation';
import { upload } from '../../../lib/upload';
import { loadReservationContract } from './reservation-contract';

export interface UploadInput {
  token: string;
  kind: ReservationFileKind;
  file: Blob;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** platform/upload (XHR, for its progress) with the reservation token and the kind. */
export async function uploadFile({ token, kind, file, onProgress, signal }: UploadInput) {
  const { uploadWithFile } = await loadReservationContract();
  return upload(
    uploadWithFile,
    { token, kind, file },
    { ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) },
  );
}

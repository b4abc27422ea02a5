import * as z from 'zod';
import {
  REMITTANCE_SLIP_KIND,
  UPLOAD_FILE_FIELD,
  appointmentCalls,
} from '@app/contract/calls/appointment';
import { upload } from '../../../lib/upload';

/** platform/upload's fields plus the file part (zod drops unknown keys otherwise). */
const slipUpload = {
  ...appointmentCalls.upload,
  request: appointmentCalls.upload.request.safeExtend({
    [UPLOAD_FILE_FIELD]: z.custom<Blob>((value) => value instanceof Blob),
  }),
};

/** A bank slip: platform/upload with kind remittanceSlip and no reservation token (DESIGN.md). */
export function uploadSlip(file: Blob, onProgress?: (percent: number) => void) {
  return upload(slipUpload, { kind: REMITTANCE_SLIP_KIND, file }, onProgress ? { onProgress } : {});
}

import { loadChunk, retryableImport } from '../../../lib/lazy-screen';
import { upload } from '../../../lib/upload';

/*
 * The upload's schema brings zod and the reservation calls (about 30 KiB gzip), which the pay
 * screen's own chunk cannot carry within its budget: it is fetched when a slip is chosen, from
 * the chunks the reservation screens already share.
 */
const loadSlipUpload = loadChunk(() =>
  Promise.all([
    retryableImport(() => import('../../../api/upload-call')),
    retryableImport(() => import('@app/contract/calls/reservation')),
  ]),
);

/** A bank slip: platform/upload with kind remittanceSlip and no reservation token (DESIGN.md). */
export async function uploadSlip(file: Blob, onProgress?: (percent: number) => void) {
  const [{ uploadWithFile }, { REMITTANCE_SLIP_KIND }] = await loadSlipUpload();
  return upload(
    uploadWithFile,
    { kind: REMITTANCE_SLIP_KIND, file },
    onProgress ? { onProgress } : {},
  );
}

import { loadChunk, retryableImport, sharedUntilFailure } from '../../../lib/lazy-screen';

/**
 * The contract's reservation calls and section schemas bring zod and every section's rules (about
 * 30 KiB gzip). Screens fetch them on demand, in parallel with their first paint (the module is
 * requested as soon as a screen's chunk runs), so each screen's own chunk stays within budget.
 * Types are imported statically for free.
 */
async function load() {
  // The contract's field builders (and the parts of zod they use) asked for on their own as well:
  // they then evaluate in a task of their own, before the sections' rules, instead of all of it
  // in one task of 30-40 ms on a phone (issue 14). Everything is requested at once, so no round
  // trip is added. Each import can be tried again after a dropped connection (`retryableImport`).
  const builders = retryableImport(() => import('@app/contract/fields'));
  const modules = Promise.all([
    retryableImport(() => import('@app/contract/calls/reservation')),
    retryableImport(() => import('../../../api/upload-call')),
    retryableImport(() => import('@app/contract/sections/registry')),
    retryableImport(() => import('@app/contract/sections/upload')),
    retryableImport(() => import('@app/contract/issues')),
  ]);
  await builders;
  const [calls, uploadCall, registry, upload, issues] = await modules;
  return {
    appointmentCalls: calls.reservationCalls,
    uploadWithFile: uploadCall.uploadWithFile,
    sectionsDataOf: calls.sectionsDataOf,
    sectionSchema: registry.sectionSchema,
    sectionFields: registry.sectionFields,
    requiredUploads: upload.requiredUploads,
    acceptedMimes: upload.acceptedMimes,
    fieldMessages: issues.fieldMessages,
  };
}

export type ReservationContract = Awaited<ReturnType<typeof load>>;

export const loadReservationContract: () => Promise<ReservationContract> = sharedUntilFailure(
  loadChunk(load),
);

import { loadChunk } from '../../../lib/lazy-screen';

/**
 * The contract's reservation calls and section schemas bring zod and every section's rules (about
 * 30 KiB gzip). Screens fetch them on demand, in parallel with their first paint (the module is
 * requested as soon as a screen's chunk runs), so each screen's own chunk stays within budget.
 * Types are imported statically for free.
 */
async function load() {
  const [calls, uploadCall, registry, upload, person, issues] = await Promise.all([
    import('@app/contract/calls/appointment'),
    import('../../../api/upload-call'),
    import('@app/contract/sections/registry'),
    import('@app/contract/sections/upload'),
    import('@app/contract/sections/person'),
    import('@app/contract/issues'),
  ]);
  return {
    appointmentCalls: calls.appointmentCalls,
    uploadWithFile: uploadCall.uploadWithFile,
    sectionsDataOf: calls.sectionsDataOf,
    sectionSchema: registry.sectionSchema,
    sectionFields: registry.sectionFields,
    requiredUploads: upload.requiredUploads,
    acceptedMimes: upload.acceptedMimes,
    insuredFromApplicant: person.insuredFromApplicant,
    fieldMessages: issues.fieldMessages,
  };
}

export type AppointmentContract = Awaited<ReturnType<typeof load>>;

let loading: Promise<AppointmentContract> | undefined;

export function loadAppointmentContract(): Promise<AppointmentContract> {
  loading ??= loadChunk(load)().catch((error: unknown) => {
    // A dropped connection must not poison every later attempt.
    loading = undefined;
    throw error;
  });
  return loading;
}

import type { Db } from './database.ts';

/**
 * Which uploads a reservation still uses: shared by the upload quota (features/upload) and the
 * retention job (retention/), which must agree on it. An upload of a reservation is *replaced*
 * when a newer upload of the same kind exists in that reservation and the reservation's saved
 * upload section does not name it: the client shows the newest file of each kind until the
 * section is saved (use-upload-section.ts), and after that the section's ids. A replaced upload
 * no longer counts against the member's quota, and the retention job removes it after a day
 * unless the reservation was submitted.
 */
export interface UploadUse {
  id: string;
  appointment_id: string | null;
  kind: string;
  size: number;
  created_at: number;
}

/** The upload ids a saved upload section names ({kind: id}); none for a section that is not JSON. */
export function namedUploads(sectionData: string): string[] {
  try {
    const data: unknown = JSON.parse(sectionData);
    if (!data || typeof data !== 'object') return [];
    return Object.values(data).filter((value): value is string => typeof value === 'string');
  } catch {
    return [];
  }
}

/** Newer first: by time, then by id, so two files of one millisecond still have an order. */
const newer = (a: UploadUse, b: UploadUse) =>
  Number(a.created_at) > Number(b.created_at) ||
  (Number(a.created_at) === Number(b.created_at) && a.id > b.id);

/**
 * The replaced uploads among `uploads` (every upload of the reservations concerned must be
 * given). `incoming` is a file about to be stored: the current newest of its kind counts as
 * replaced already, so a member near the quota can still retake a photo.
 */
export function replacedUploads(
  uploads: readonly UploadUse[],
  named: ReadonlySet<string>,
  incoming?: { appointmentId: string; kind: string },
): Set<string> {
  const newest = new Map<string, UploadUse>();
  for (const upload of uploads) {
    if (upload.appointment_id === null) continue;
    const key = `${upload.appointment_id}\u0000${upload.kind}`;
    const current = newest.get(key);
    if (!current || newer(upload, current)) newest.set(key, upload);
  }
  const incomingKey = incoming && `${incoming.appointmentId}\u0000${incoming.kind}`;
  const replaced = new Set<string>();
  for (const upload of uploads) {
    if (upload.appointment_id === null || named.has(upload.id)) continue;
    const key = `${upload.appointment_id}\u0000${upload.kind}`;
    if (newest.get(key) !== upload || key === incomingKey) replaced.add(upload.id);
  }
  return replaced;
}

/** The ids the upload sections of these reservations name. */
export async function uploadsNamedBy(db: Db, reservationIds: readonly string[]) {
  const named = new Set<string>();
  if (reservationIds.length === 0) return named;
  const rows = await db
    .selectFrom('appointment_sections')
    .select('data')
    .where('section', '=', 'upload')
    .where('appointment_id', 'in', reservationIds)
    .execute();
  for (const row of rows) for (const id of namedUploads(row.data)) named.add(id);
  return named;
}

export interface UploadBytes {
  /** What counts against the quota: every file but the replaced ones. */
  counted: number;
  /** Everything on disk, replaced files awaiting removal included. */
  stored: number;
}

/** A member's bytes, counted and stored (see above), as if `incoming` were already there. */
export async function uploadBytesOf(
  db: Db,
  memberId: string,
  incoming?: { appointmentId: string; kind: string },
): Promise<UploadBytes> {
  const mine = await db
    .selectFrom('uploads')
    .select(['id', 'appointment_id', 'kind', 'size', 'created_at'])
    .where('member_id', '=', memberId)
    .execute();
  const reservationIds = [
    ...new Set(mine.flatMap((u) => (u.appointment_id === null ? [] : [u.appointment_id]))),
  ];
  // Another party's newer file of the same kind replaces this member's too.
  const all =
    reservationIds.length === 0
      ? mine
      : await db
          .selectFrom('uploads')
          .select(['id', 'appointment_id', 'kind', 'size', 'created_at'])
          .where((eb) =>
            eb.or([eb('member_id', '=', memberId), eb('appointment_id', 'in', reservationIds)]),
          )
          .execute();
  const replaced = replacedUploads(all, await uploadsNamedBy(db, reservationIds), incoming);
  let counted = 0;
  let stored = 0;
  for (const upload of mine) {
    stored += Number(upload.size);
    if (!replaced.has(upload.id)) counted += Number(upload.size);
  }
  return { counted, stored };
}

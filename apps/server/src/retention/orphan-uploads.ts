import { sql } from 'kysely';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { uploadsNamedBy } from '../db/upload-usage.ts';
import type { FileStore } from '../storage/file-store.ts';
import { removeUploadFiles, retentionActor } from './remove-files.ts';

/**
 * Files no reservation uses are removed after a day (DESIGN.md): an upload of an open draft that a
 * newer one of the same kind replaced and the saved upload section does not name (the rule of
 * db/upload-usage.ts), and a file of no reservation (a slip) that no remittance uses. Never a file
 * of a submitted reservation, a slip in use, or a business document (another table).
 */
const DAY = 86_400_000;
export const ORPHAN_AFTER_MS = DAY;

type Candidate = {
  id: string;
  appointment_id: string | null;
  storage_name: string;
  original_name: string;
};

async function candidates(db: Db, at: number): Promise<Candidate[]> {
  return db
    .selectFrom('uploads as u')
    .leftJoin('appointments as a', 'a.id', 'u.appointment_id')
    .select(['u.id', 'u.appointment_id', 'u.storage_name', 'u.original_name'])
    .where('u.created_at', '<=', at - ORPHAN_AFTER_MS)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.appointment_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('remittances as r')
                .select(sql`1`.as('one'))
                .whereRef('r.slip_upload_id', '=', 'u.id'),
            ),
          ),
        ]),
        eb.and([
          eb('a.status', '=', 'open'),
          eb('a.submitted_at', 'is', null),
          eb.exists(
            eb
              .selectFrom('uploads as n')
              .select(sql`1`.as('one'))
              .whereRef('n.appointment_id', '=', 'u.appointment_id')
              .whereRef('n.kind', '=', 'u.kind')
              .where((inner) =>
                inner.or([
                  inner('n.created_at', '>', inner.ref('u.created_at')),
                  inner.and([
                    inner('n.created_at', '=', inner.ref('u.created_at')),
                    inner('n.id', '>', inner.ref('u.id')),
                  ]),
                ]),
              ),
          ),
        ]),
      ]),
    )
    .execute();
}

/** Removes one file's row (if still unused) and records it; answers whether it went. */
async function removeUpload(db: Db, upload: Candidate, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (upload.appointment_id) {
      // A section saved since the scan may name it now.
      const named = await uploadsNamedBy(trx, [upload.appointment_id]);
      if (named.has(upload.id)) return false;
      const open = await trx
        .selectFrom('appointments')
        .select('id')
        .where('id', '=', upload.appointment_id)
        .where('status', '=', 'open')
        .where('submitted_at', 'is', null)
        .executeTakeFirst();
      if (!open) return false;
    } else {
      const used = await trx
        .selectFrom('remittances')
        .select('id')
        .where('slip_upload_id', '=', upload.id)
        .executeTakeFirst();
      if (used) return false;
    }
    const removed = await trx.deleteFrom('uploads').where('id', '=', upload.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) return false;
    await recordAudit(
      trx,
      {
        actor: retentionActor,
        action: 'delete',
        objectType: 'upload',
        objectId: upload.id,
        changes: {
          reason: upload.appointment_id ? 'replaced' : 'unused',
          name: upload.original_name,
        },
      },
      at,
    );
    return true;
  });
}

/** Every upload unused for a day: its row, then its file. */
export async function removeOrphanUploads(db: Db, options: { at: number; files: FileStore }) {
  const found = await candidates(db, options.at);
  const byReservation = [
    ...new Set(found.flatMap((u) => (u.appointment_id ? [u.appointment_id] : []))),
  ];
  const named = await uploadsNamedBy(db, byReservation);
  let removed = 0;
  for (const upload of found) {
    if (named.has(upload.id)) continue;
    if (await removeUpload(db, upload, options.at)) {
      await removeUploadFiles(options.files, [upload.storage_name]);
      removed++;
    }
  }
  return { filesDeleted: removed };
}

import type { ReservationListItem, ReservationStatus } from '@app/contract/calls/reservation';
import { BodyCode } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import { recordAudit } from '../../audit/audit-log.ts';
import { answeredParts } from '../../db/change-answers.ts';
import type { Db } from '../../db/database.ts';
import { reopenedOf } from '../../db/reservation-access.ts';
import { AppError } from '../../http/app-error.ts';
import { removeUploadFiles } from '../../retention/remove-files.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { isParty, linkInvalid } from './access.ts';
import type { ReservationRow } from './reservations-repository.ts';
import * as repo from './reservations-repository.ts';
import * as mine from './mine-repository.ts';

/**
 * The reservations a member owns (issue 36, DESIGN.md "Reservations the member owns"): listed
 * with their progress, and an open draft never submitted deleted by its parties.
 */
type Progress = Awaited<ReturnType<typeof mine.progressRows>>;

/**
 * Sections done, of the product's: an open draft counts its saved sections; a submitted one all;
 * one sent back for changes all but those still waiting for the member (a reopened section not
 * saved since, the upload section while a reopened file kind is not sent again).
 */
function sectionsCompleted(row: ReservationRow, progress: Progress): number {
  const names = productSections[row.product_type as ProductType];
  const sections = progress.sections.filter((s) => s.appointment_id === row.id);
  if (row.status === 'submitted') return names.length;
  if (row.status === 'open') {
    const saved = new Set(sections.filter((s) => Number(s.completed) === 1).map((s) => s.section));
    return names.filter((name) => saved.has(name)).length;
  }
  const reopened = reopenedOf(row);
  if (!reopened) return names.length;
  const uploads = progress.uploads.filter((u) => u.appointment_id === row.id);
  const answered = answeredParts(reopened, Number(row.reviewed_at ?? 0), sections, uploads);
  const waiting = new Set(reopened.sections.filter((s) => !answered.sections.includes(s)));
  if (reopened.uploads.some((kind) => !answered.uploads.includes(kind))) waiting.add('upload');
  return names.filter((name) => !waiting.has(name)).length;
}

export async function listMine(
  db: Db,
  memberId: string,
  query: { page: number; size: number },
): Promise<{ list: ReservationListItem[]; total: number }> {
  const { rows, total } = await mine.pageMine(
    db,
    memberId,
    query.size,
    (query.page - 1) * query.size,
  );
  const progress = await mine.progressRows(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      token: row.token,
      productType: row.product_type as ProductType,
      status: row.status as ReservationStatus,
      sectionsCompleted: sectionsCompleted(row, progress),
      sectionsTotal: productSections[row.product_type as ProductType].length,
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
      businessId: row.business_id,
    })),
    total,
  };
}

/**
 * DeleteAppoint: only the reservation's parties find it (anyone else: link invalid, as every
 * reservation call answers); only an open draft never submitted goes (409 otherwise), with its
 * sections and files, recorded in the audit log.
 */
export async function deleteMine(
  db: Db,
  memberId: string,
  token: string,
  files: FileStore,
): Promise<void> {
  const row = await repo.findReservationByToken(db, token);
  if (!row || !isParty(row, memberId)) throw linkInvalid();
  const member = await mine.memberName(db, memberId);
  const removed = await db.transaction().execute(async (tx) => {
    const names = await mine.removeDraft(tx, row.id);
    if (names === null) throw new AppError(BodyCode.conflict, 'appointment.notDeletable');
    await recordAudit(tx, {
      actor: { type: 'member', id: memberId, name: member },
      action: 'delete',
      objectType: 'appointment',
      objectId: row.id,
      changes: { reason: 'memberDeleted', uploads: names.length },
    });
    return names;
  });
  await removeUploadFiles(files, removed);
}

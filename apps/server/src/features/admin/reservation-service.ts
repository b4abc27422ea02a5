import { isoDateToday } from '@app/contract/dates';
import { parseSectionJson } from '@app/contract/calls/reservation';
import type { ReservationQuery } from '@app/contract/admin/schemas';
import { sensitiveFieldKeys } from '@app/contract/sections/sensitive';
import { recordAudit } from '../../audit/audit-log.ts';
import { maskSection } from '../../crypto/sensitive-fields.ts';
import { reopenedOf } from '../../db/reservation-access.ts';
import { allAnswered, answeredParts } from '../../db/change-answers.ts';
import { changesSinceRequest } from '../../db/change-baselines.ts';
import { readSections } from '../../db/sections-repository.ts';
import type { SectionRow } from '../../db/sections-repository.ts';
import { namedUploads } from '../../db/upload-usage.ts';
import { notFound } from '../../http/app-error.ts';
import type { StaffCtx } from './access.ts';
import * as repo from './reservation-repository.ts';
import type { ReservationSummaryRow } from './reservation-repository.ts';
import { ensureInBook } from './book-repository.ts';
import type { StoredFile } from './send-file.ts';
import { toIso } from '../../db/time.ts';

/** The back office's read of reservations: who made them, their sections and uploaded files. */
/** A reservation as the queue lists it (also a member's reservations in the members view). */
export function toSummary(row: ReservationSummaryRow) {
  return {
    token: row.token,
    productType: row.product_type,
    status: row.status,
    businessId: row.business_id,
    creatorEmail: row.creator_email,
    fillerEmail: row.filler_email,
    invitedEmail: row.invited_email,
    // Who the reservation is about: whoever filled it in, else whoever opened it.
    memberName: row.filler_name ?? row.creator_name,
    orderNo: row.order_no,
    createdAt: toIso(row.created_at),
    submittedAt: toIso(row.submitted_at),
    review: row.review_status,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
  };
}

/**
 * What the member was asked to change, by whom, and what of it they have answered (judged as the
 * member's overview judges it); null unless changes are requested now.
 */
function changeRequestOf(
  row: ReservationSummaryRow,
  sections: readonly SectionRow[],
  uploads: readonly { id: string; kind: string; created_at: number }[],
) {
  const reopened = reopenedOf(row);
  if (!reopened) return null;
  const answered = answeredParts(reopened, Number(row.reviewed_at ?? 0), sections, uploads);
  return {
    ...reopened,
    note: row.review_note,
    at: toIso(row.reviewed_at),
    by: row.reviewed_by,
    answered,
    complete: allAnswered(reopened, answered),
  };
}

/**
 * The file each kind uses now: the one the saved upload section names, else (a signature, or a
 * section not saved yet) the newest of its kind. Every other file was replaced by a later one.
 */
function currentUploads(
  sections: readonly SectionRow[],
  uploads: readonly { id: string; kind: string; created_at: number }[],
): Set<string> {
  const section = sections.find((s) => s.section === 'upload');
  const named = new Set(section ? namedUploads(section.data) : []);
  const namedKinds = new Set(uploads.filter((u) => named.has(u.id)).map((u) => u.kind));
  const newest = new Map<string, { id: string; created_at: number }>();
  for (const upload of uploads) {
    if (namedKinds.has(upload.kind)) continue;
    const seen = newest.get(upload.kind);
    if (!seen || Number(upload.created_at) >= Number(seen.created_at))
      newest.set(upload.kind, upload);
  }
  return new Set([...named, ...[...newest.values()].map((u) => u.id)]);
}

export async function listReservations(ctx: StaffCtx, query: ReservationQuery) {
  const caller = {
    bookOf: ctx.access.bookOf,
    me: ctx.access.actor.id,
    today: isoDateToday(new Date(), ctx.config.reminderTimeZone),
  };
  const { rows, total } = await repo.pageReservations(ctx.db, query, caller);
  return { list: rows.map(toSummary), total, page: query.page, size: query.size };
}

async function reservationInReach(ctx: StaffCtx, token: string) {
  const row = await repo.findReservationSummary(ctx.db, token);
  if (!row) throw notFound();
  await ensureInBook(ctx.db, ctx.access, 'appointment', row.id);
  return row;
}

const maskedData = (json: string) => {
  const data = parseSectionJson(json);
  return data ? maskSection(data) : data;
};

/** The reservation; its ID, card, account and tax numbers masked (revealAppointment shows them). */
export async function getReservation(ctx: StaffCtx, token: string) {
  const row = await reservationInReach(ctx, token);
  const [sections, uploads] = await Promise.all([
    readSections(ctx.db, row.id),
    repo.uploadsOf(ctx.db, row.id),
  ]);
  const current = currentUploads(sections, uploads);
  const changes = await changesSinceRequest(ctx.db, row.id, sections);
  return {
    ...toSummary(row),
    changeRequest: changeRequestOf(row, sections, uploads),
    changesSinceRequest: changes && {
      requestedAt: toIso(changes.requestedAt),
      fields: changes.fields,
      files: changes.files,
    },
    sections: Object.fromEntries(
      sections.map((s) => [
        s.section,
        // Stored sections are always objects (saves store the schema's output); null if not.
        { completed: Number(s.completed) === 1, data: maskedData(s.data) },
      ]),
    ),
    uploads: uploads.map((u) => ({
      id: u.id,
      kind: u.kind,
      name: u.original_name,
      mime: u.mime,
      size: Number(u.size),
      url: `/admin/uploads/${u.id}`,
      createdAt: toIso(u.created_at),
      // Replaced files stay for the record (a submitted reservation keeps them); one is current.
      current: current.has(u.id),
    })),
  };
}

/**
 * The explicit "reveal": the reservation's sensitive numbers in full, by section. Recorded in the
 * audit log first (who, which reservation, which fields), so no number is shown unrecorded. A
 * POST: the auditor, who writes nothing, does not reveal either (least privilege).
 */
export async function revealReservation(ctx: StaffCtx, token: string) {
  const row = await reservationInReach(ctx, token);
  const revealed: Record<string, Record<string, unknown>> = {};
  for (const s of await readSections(ctx.db, row.id)) {
    const data = parseSectionJson(s.data) ?? {};
    const shown = Object.entries(data).filter(([key]) => sensitiveFieldKeys.has(key));
    if (shown.length > 0) revealed[s.section] = Object.fromEntries(shown);
  }
  const fields = Object.entries(revealed)
    .flatMap(([section, data]) => Object.keys(data).map((key) => `${section}.${key}`))
    .sort();
  await recordAudit(ctx.db, {
    actor: ctx.access.actor,
    action: 'reveal',
    objectType: 'appointment',
    objectId: row.id,
    changes: { fields },
  });
  return { token: row.token, sections: revealed };
}

/** Where an uploaded file is stored, for the back office to download it. */
export async function findUpload(ctx: StaffCtx, id: string): Promise<StoredFile> {
  await ensureInBook(ctx.db, ctx.access, 'upload', id);
  const row = await repo.findUploadFile(ctx.db, id);
  if (!row) throw notFound();
  return {
    objectType: 'upload',
    id,
    area: 'uploads',
    name: row.original_name,
    mime: row.mime,
    storageName: row.storage_name,
  };
}

import { BodyCode } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { hasSection } from '@app/contract/sections/products';
import { productUploadKinds } from '@app/contract/sections/upload';
import type { AcceptBody, RequestChangesBody } from '@app/contract/admin/schemas';
import { diff, recordAudit } from '../../audit/audit-log.ts';
import { addStatusChange } from '../../db/businesses-repository.ts';
import { takeBaseline } from '../../db/change-baselines.ts';
import type { Db } from '../../db/database.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { requireWrite } from './access.ts';
import type { StaffCtx } from './access.ts';
import { getReservation } from './reservation-service.ts';
import { ensureInBook } from './book-repository.ts';
import { lastChangeAt, moveStatus } from './business-repository.ts';
import { findReviewTarget, writeReview } from './review-repository.ts';
import type { ReviewTarget } from './review-repository.ts';

/**
 * The back office's review of a submitted reservation (issue 10): send it back to the member for
 * changes to named sections and upload kinds, or accept it. The business keeps its status while
 * changes are requested (docs/decisions.md); accepting moves a submitted business to reviewing.
 */
const conflict = (key: string) => new AppError(BodyCode.conflict, key);

type Reservation = ReviewTarget & { appointment_id: string; token: string; status: string };

/** The business's reservation, for a write by this caller: 403, 404 outside the book, 409 none. */
async function reservationOf(db: Db, ctx: StaffCtx, businessId: string): Promise<Reservation> {
  requireWrite(ctx.access);
  // Inside the caller's transaction: SQLite's one connection is held by it.
  await ensureInBook(db, ctx.access, 'business', businessId);
  const target = await findReviewTarget(db, businessId);
  if (!target) throw notFound();
  const { appointment_id: id, token, status } = target;
  if (id === null || token === null || status === null) throw conflict('admin.noReservation');
  return { ...target, appointment_id: id, token, status };
}

/** Only sections and kinds the product has: anything else could never be changed by the member. */
function checkParts(productType: ProductType, input: RequestChangesBody) {
  const fields: Record<string, string> = {};
  if (input.sections.some((section) => !hasSection(productType, section))) {
    fields.sections = 'validation.option';
  }
  const kinds = productUploadKinds(productType);
  if (input.uploads.some((kind) => !kinds.includes(kind))) fields.uploads = 'validation.option';
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

const reviewOf = (r: ReviewTarget) => ({
  status: r.status,
  review: r.review_status,
  note: r.review_note,
  sections: r.review_sections === null ? null : (JSON.parse(r.review_sections) as unknown),
  uploads: r.review_uploads === null ? null : (JSON.parse(r.review_uploads) as unknown),
});

export async function requestChanges(
  ctx: StaffCtx,
  businessId: string,
  input: RequestChangesBody,
  now = Date.now(),
) {
  const token = await ctx.db.transaction().execute(async (trx) => {
    const target = await reservationOf(trx, ctx, businessId);
    checkParts(target.product_type as ProductType, input);
    const reopenable = ['submitted', 'changesRequested'];
    if (!reopenable.includes(target.status)) throw conflict('admin.notSubmitted');
    const sections = [...new Set(input.sections)];
    const uploads = [...new Set(input.uploads)];
    const set = {
      status: 'changesRequested',
      review_status: 'changesRequested' as const,
      review_note: input.note,
      review_sections: JSON.stringify(sections),
      review_uploads: JSON.stringify(uploads),
      // Strictly later than the request it replaces: the member's writes are judged against it.
      reviewed_at: Math.max(now, Number(target.reviewed_at ?? 0) + 1),
      reviewed_by: ctx.access.actor.name,
      updated_at: now,
    };
    if (!(await writeReview(trx, target.appointment_id, reopenable, set))) {
      throw conflict('admin.statusRace');
    }
    // What the member changes from here on is shown to staff against this (issue 36).
    await takeBaseline(trx, target.appointment_id, set.reviewed_at);
    await recordAudit(
      trx,
      {
        actor: ctx.access.actor,
        action: 'requestChanges',
        objectType: 'business',
        objectId: businessId,
        changes: diff(reviewOf(target), reviewOf({ ...target, ...set })),
      },
      now,
    );
    await notifyMembers(
      trx,
      {
        type: 'changesRequested',
        appointmentId: target.appointment_id,
        businessId,
        token: target.token,
        productType: target.product_type ?? '',
        sections,
        note: input.note,
        requestedAt: set.reviewed_at,
      },
      { baseUrl: appBaseUrl(ctx.config), now },
    );
    return target.token;
  });
  return getReservation(ctx, token);
}

/**
 * Accepts the reservation as submitted. Only the first accept of a submitted business moves it
 * to reviewing (with the note in its history); accepting again changes nothing.
 */
export async function acceptReservation(
  ctx: StaffCtx,
  businessId: string,
  input: AcceptBody,
  now = Date.now(),
) {
  const token = await ctx.db.transaction().execute(async (trx) => {
    const target = await reservationOf(trx, ctx, businessId);
    if (target.status === 'changesRequested') throw conflict('admin.changesPending');
    if (target.status !== 'submitted') throw conflict('admin.notSubmittedAccept');
    if (target.review_status === 'accepted') return target.token;
    const set = {
      review_status: 'accepted' as const,
      review_note: input.note || null,
      reviewed_at: now,
      reviewed_by: ctx.access.actor.name,
      updated_at: now,
    };
    if (!(await writeReview(trx, target.appointment_id, ['submitted'], set))) {
      throw conflict('admin.statusRace');
    }
    let businessStatus = target.business_status;
    if (businessStatus === 'submitted') {
      if (!(await moveStatus(trx, businessId, { from: 'submitted', to: 'reviewing', now }))) {
        throw conflict('admin.statusRace');
      }
      const at = Math.max(now, (await lastChangeAt(trx, businessId)) + 1);
      const changeId = await addStatusChange(trx, {
        businessId,
        from: 'submitted',
        to: 'reviewing',
        note: input.note,
        at,
      });
      businessStatus = 'reviewing';
      await notifyMembers(
        trx,
        {
          type: 'statusChanged',
          businessId,
          changeId,
          from: 'submitted',
          to: 'reviewing',
          note: input.note,
        },
        { baseUrl: appBaseUrl(ctx.config), now },
      );
    }
    await recordAudit(
      trx,
      {
        actor: ctx.access.actor,
        action: 'accept',
        objectType: 'business',
        objectId: businessId,
        changes: diff(
          { review: target.review_status, businessStatus: target.business_status },
          { review: 'accepted', businessStatus, note: input.note || undefined },
        ),
      },
      now,
    );
    return target.token;
  });
  return getReservation(ctx, token);
}

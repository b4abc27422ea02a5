import { BodyCode } from '@app/contract/codes';
import { isoDateToday } from '@app/contract/dates';
import type { BusinessStatus } from '@app/contract/enums';
import { diff, recordAudit } from '../../audit/audit-log.ts';
import type { Changes } from '../../audit/audit-log.ts';
import * as businesses from '../../db/businesses-repository.ts';
import type { Db } from '../../db/database.ts';
import { withNewOrderNo } from '../../db/order-numbers.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import { notifyMembers } from '../../notify/events.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { requireWrite } from './access.ts';
import type { Access, StaffCtx } from './access.ts';
import { checkAssignee } from './assignment-service.ts';
import { findReservationOwners } from './reservation-repository.ts';
import { ensureInBook, findMemberInBook } from './book-repository.ts';
import * as repo from './business-repository.ts';
import { businessValues, columnsOf, toAdminBusiness } from './business-view.ts';
import type { AdminBusiness } from './business-view.ts';
import { ensureReferenceCodes } from './reference-codes.ts';
import type { BusinessCreate, BusinessPatch } from '@app/contract/admin/schemas';

const conflict = (key: string, data: unknown = null) => new AppError(BodyCode.conflict, key, data);

/** Insurer, product and the currencies: codes of the reference lists only (400 on the field). */
function referenceCodes(db: Db, input: BusinessPatch, insurer: string | null | undefined) {
  return ensureReferenceCodes(
    db,
    {
      insurer: { kind: 'insurer', value: input.insurer },
      productName: { kind: 'product', value: input.productName },
      currency: { kind: 'currency', value: input.currency },
      advisoryFeeCurrency: { kind: 'currency', value: input.advisoryFeeCurrency },
      investmentCurrency: { kind: 'currency', value: input.investmentCurrency },
    },
    insurer,
  );
}

async function view(db: Db, id: string): Promise<AdminBusiness> {
  const row = await repo.findBusiness(db, id);
  if (!row) throw notFound();
  return toAdminBusiness(row, await repo.membersOf(db, id));
}

/** A business the caller may change, read inside the write's transaction. */
async function findForWrite(trx: Db, access: Access, id: string) {
  await ensureInBook(trx, access, 'business', id);
  const row = await repo.findBusiness(trx, id);
  if (!row) throw notFound();
  return row;
}

/** A business's values as the audit log keeps them, read inside the write's transaction. */
async function storedValues(trx: Db, id: string) {
  const row = await repo.findBusiness(trx, id);
  if (!row) throw notFound();
  return businessValues(row);
}

/** One audit entry for a change to a business, in the transaction of the change. */
function audit(trx: Db, access: Access, action: string, id: string, changes: Changes) {
  return recordAudit(trx, {
    actor: access.actor,
    action,
    objectType: 'business',
    objectId: id,
    changes,
  });
}

/** Who owns a new business and who sees it: the reservation's creator and filler, or one member. */
async function ownership(db: Db, access: Access, input: BusinessCreate) {
  if (input.appointmentToken) {
    const a = await findReservationOwners(db, input.appointmentToken);
    if (!a) throw notFound();
    await ensureInBook(db, access, 'appointment', a.id);
    if (a.business_id) throw conflict('admin.businessExists', { businessId: a.business_id });
    const members = [a.creator_id, a.filler_id ?? a.creator_id];
    return { ownerId: a.creator_id, members, appointmentId: a.id, productType: a.product_type };
  }
  const memberId = await findMemberInBook(db, access, input.ownerEmail ?? '');
  return { ownerId: memberId, members: [memberId], appointmentId: null, productType: '' };
}

export async function createBusiness(
  ctx: StaffCtx,
  input: BusinessCreate,
  now = Date.now(),
): Promise<AdminBusiness> {
  requireWrite(ctx.access);
  await referenceCodes(ctx.db, input, input.insurer);
  const id = newId();
  const write = (orderNo: string) =>
    ctx.db.transaction().execute(async (trx) => {
      const owner = await ownership(trx, ctx.access, input);
      if (input.orderNo && (await repo.orderNoTaken(trx, input.orderNo))) {
        throw conflict('admin.orderNoTaken');
      }
      const { appointmentToken: _t, ownerEmail: _e, productType, status, note, ...fields } = input;
      await businesses.createBusiness(trx, {
        row: {
          id,
          appointment_id: owner.appointmentId,
          owner_id: owner.ownerId,
          order_no: orderNo,
          status,
          product_type: productType ?? owner.productType,
          ...columnsOf(fields),
          created_at: now,
          updated_at: now,
        },
        memberIds: owner.members,
        history: [{ to: status, note: note ?? '', at: now }],
      });
      await audit(trx, ctx.access, 'create', id, diff({}, await storedValues(trx, id)));
    });
  // An order number given by staff is theirs to choose; otherwise one is drawn for today.
  await (input.orderNo ? write(input.orderNo) : withNewOrderNo(isoDateToday(), write));
  return view(ctx.db, id);
}

export async function updateBusiness(
  ctx: StaffCtx,
  id: string,
  patch: BusinessPatch,
  now = Date.now(),
): Promise<AdminBusiness> {
  requireWrite(ctx.access);
  const { assigneeId, ...fields } = patch;
  const set = { ...columnsOf(fields), ...(patch.orderNo ? { order_no: patch.orderNo } : {}) };
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findForWrite(trx, ctx.access, id);
    await referenceCodes(trx, patch, patch.insurer === undefined ? row.insurer : patch.insurer);
    const object = { type: 'business' as const, id, assigneeId: row.assignee_id };
    const assigned =
      assigneeId === undefined || assigneeId === row.assignee_id
        ? {}
        : await checkAssignee(trx, ctx.access, object, assigneeId);
    if (
      set.order_no &&
      set.order_no !== row.order_no &&
      (await repo.orderNoTaken(trx, set.order_no))
    ) {
      throw conflict('admin.orderNoTaken');
    }
    const assignee = assigneeId === undefined ? {} : { assignee_id: assigneeId };
    await repo.updateBusinessRow(trx, id, { ...set, ...assignee, updated_at: now });
    const after = await storedValues(trx, id);
    const changes = { ...diff(businessValues(row), after), ...assigned };
    // An assignment alone is its own action in the log; with field changes it is part of them.
    const onlyAssigned = Object.keys(changes).length === Object.keys(assigned).length;
    await audit(
      trx,
      ctx.access,
      'assignee' in assigned && onlyAssigned ? 'assign' : 'update',
      id,
      changes,
    );
  });
  return view(ctx.db, id);
}

/** Moves a business to a status and records the step in its history, in one transaction. */
export async function changeStatus(
  ctx: StaffCtx,
  id: string,
  change: { status: BusinessStatus; note: string },
  now = Date.now(),
): Promise<AdminBusiness> {
  requireWrite(ctx.access);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findForWrite(trx, ctx.access, id);
    if (row.status === change.status) throw conflict('admin.sameStatus');
    // A concurrent change makes this match nothing, and the caller tries again.
    if (!(await repo.moveStatus(trx, id, { from: row.status, to: change.status, now }))) {
      throw conflict('admin.statusRace');
    }
    // Strictly after the previous step, so the history's order never depends on the clock.
    const at = Math.max(now, (await repo.lastChangeAt(trx, id)) + 1);
    const changeId = await businesses.addStatusChange(trx, {
      businessId: id,
      from: row.status,
      to: change.status,
      note: change.note,
      at,
    });
    // The note belongs to this step only, so it has no "before".
    const step = { status: change.status, note: change.note || undefined };
    await audit(trx, ctx.access, 'status', id, diff({ status: row.status }, step));
    // DESIGN.md "Messages, e-mail and reminders": told in the change's own transaction.
    await notifyMembers(
      trx,
      {
        type: 'statusChanged',
        businessId: id,
        changeId,
        ...change,
        from: row.status,
        to: change.status,
      },
      { baseUrl: appBaseUrl(ctx.config), now },
    );
  });
  return view(ctx.db, id);
}

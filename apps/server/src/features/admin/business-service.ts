import crypto from 'node:crypto';
import { BodyCode } from '@app/contract/codes';
import { isoDateToday } from '@app/contract/dates';
import type { BusinessStatus } from '@app/contract/enums';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import * as repo from './business-repository.ts';
import { columnsOf, toAdminBusiness } from './business-view.ts';
import type { AdminBusiness } from './business-view.ts';
import type { BusinessCreate, BusinessPatch } from './schemas.ts';

/** Services take the context rather than the app, so the CLI runs them without a server. */
export type AdminCtx = Pick<AppContext, 'db' | 'config' | 'mailer'>;

const conflict = (key: string, data: unknown = null) => new AppError(BodyCode.conflict, key, data);

/** 'BO' + the Hong Kong date + 6 random digits, drawn again on the rare collision. */
async function newOrderNo(db: Db): Promise<string> {
  for (;;) {
    const digits = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const orderNo = `BO${isoDateToday().replaceAll('-', '')}${digits}`;
    if (!(await repo.orderNoTaken(db, orderNo))) return orderNo;
  }
}

async function view(db: Db, id: string): Promise<AdminBusiness> {
  const row = await repo.findBusiness(db, id);
  if (!row) throw notFound();
  return toAdminBusiness(row, await repo.membersOf(db, id));
}

/** Who owns a new business and who sees it: the reservation's creator and filler, or one member. */
async function ownership(db: Db, input: BusinessCreate) {
  if (input.appointmentToken) {
    const a = await db
      .selectFrom('appointments')
      .select(['id', 'creator_id', 'filler_id', 'business_id', 'product_type'])
      .where('token', '=', input.appointmentToken)
      .executeTakeFirst();
    if (!a) throw notFound();
    if (a.business_id) throw conflict('admin.businessExists', { businessId: a.business_id });
    const members = [...new Set([a.creator_id, a.filler_id ?? a.creator_id])];
    return { ownerId: a.creator_id, members, appointmentId: a.id, productType: a.product_type };
  }
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', input.ownerEmail ?? '')
    .executeTakeFirst();
  if (!member) throw new AppError(BodyCode.notFound, 'admin.memberNotFound');
  return { ownerId: member.id, members: [member.id], appointmentId: null, productType: '' };
}

export async function createBusiness(
  ctx: AdminCtx,
  input: BusinessCreate,
  now = Date.now(),
): Promise<AdminBusiness> {
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const owner = await ownership(trx, input);
    if (input.orderNo && (await repo.orderNoTaken(trx, input.orderNo))) {
      throw conflict('admin.orderNoTaken');
    }
    const { appointmentToken: _t, ownerEmail: _e, productType, status, note, ...fields } = input;
    await repo.insertBusiness(
      trx,
      {
        id,
        appointment_id: owner.appointmentId,
        owner_id: owner.ownerId,
        order_no: input.orderNo ?? (await newOrderNo(trx)),
        status,
        product_type: productType ?? owner.productType,
        ...columnsOf(fields),
        created_at: now,
        updated_at: now,
      },
      owner.members,
      { note: note ?? '' },
    );
    if (owner.appointmentId) {
      await trx
        .updateTable('appointments')
        .set({ business_id: id, updated_at: now })
        .where('id', '=', owner.appointmentId)
        .execute();
    }
  });
  return view(ctx.db, id);
}

export async function updateBusiness(
  ctx: AdminCtx,
  id: string,
  patch: BusinessPatch,
  now = Date.now(),
): Promise<AdminBusiness> {
  const set = { ...columnsOf(patch), ...(patch.orderNo ? { order_no: patch.orderNo } : {}) };
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findBusiness(trx, id);
    if (!row) throw notFound();
    if (
      set.order_no &&
      set.order_no !== row.order_no &&
      (await repo.orderNoTaken(trx, set.order_no))
    ) {
      throw conflict('admin.orderNoTaken');
    }
    await trx
      .updateTable('businesses')
      .set({ ...set, updated_at: now })
      .where('id', '=', id)
      .execute();
  });
  return view(ctx.db, id);
}

/** Moves a business to a status and records the step in its history, in one transaction. */
export async function changeStatus(
  ctx: AdminCtx,
  id: string,
  change: { status: BusinessStatus; note: string },
  now = Date.now(),
): Promise<AdminBusiness> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findBusiness(trx, id);
    if (!row) throw notFound();
    if (row.status === change.status) throw conflict('admin.sameStatus');
    // Compare-and-set instead of a row lock, which SQLite lacks: a concurrent change makes this
    // update match nothing, and the caller tries again.
    const updated = await trx
      .updateTable('businesses')
      .set({ status: change.status, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('admin.statusRace');
    // Strictly after the previous step, so the history's order never depends on the clock.
    const at = Math.max(now, (await repo.lastChangeAt(trx, id)) + 1);
    await trx
      .insertInto('status_changes')
      .values({
        id: newId(),
        business_id: id,
        from_status: row.status,
        to_status: change.status,
        note: change.note,
        at,
      })
      .execute();
  });
  return view(ctx.db, id);
}

import type { MemberQuery } from '@app/contract/admin/staff-schemas';
import { notFound } from '../../http/app-error.ts';
import type { StaffCtx } from './access.ts';
import { reservationsOfMember } from './reservation-repository.ts';
import { toSummary } from './reservation-service.ts';
import { ensureInBook } from './book-repository.ts';
import * as repo from './members-repository.ts';
import type { MemberRow } from './members-repository.ts';
import { toIso } from '../../db/time.ts';

/** The back office's read of members: every role may read; an agent only their own book. */
function toMember(row: MemberRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    staffId: row.staff_id,
    staffName: row.staff_name,
    createdAt: toIso(row.created_at),
  };
}

export async function listMembers(ctx: StaffCtx, query: MemberQuery) {
  const { rows, total } = await repo.pageMembers(ctx.db, { ...query, bookOf: ctx.access.bookOf });
  return { list: rows.map(toMember), total, page: query.page, size: query.size };
}

export async function getMember(ctx: StaffCtx, id: string) {
  await ensureInBook(ctx.db, ctx.access, 'member', id);
  const row = await repo.findMember(ctx.db, id);
  if (!row) throw notFound();
  const [reservations, businesses] = await Promise.all([
    reservationsOfMember(ctx.db, id),
    repo.businessesOfMember(ctx.db, id),
  ]);
  return {
    member: toMember(row),
    // Each one as the queue lists it, so the console shows them alike.
    reservations: reservations.map(toSummary),
    businesses: businesses.map((b) => ({
      id: b.id,
      orderNo: b.order_no,
      policyNo: b.policy_no,
      status: b.status,
      productType: b.product_type,
      updatedAt: toIso(b.updated_at),
    })),
  };
}

import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, invalid, notFound } from '../../http/app-error.ts';
import type { Access, StaffCtx } from './access.ts';
import { requireWrite } from './access.ts';
import * as repo from './assignment-repository.ts';
import { findReservationSummary } from './reservation-repository.ts';
import { toSummary } from './reservation-service.ts';
import { ensureInBook, isInBook } from './book-repository.ts';

/**
 * Who looks after a reservation or a business (issue 37 point 4, docs/decisions.md): admins,
 * operators and scripts assign anyone active who works the book (not an auditor), an agent only
 * if the object is in that agent's book; an agent assigns within their book to themselves or to
 * nobody. Audited with the names before and after.
 */
export type Assignable = 'appointment' | 'business';

/** Who the caller may pick: everyone assignable, or an agent themselves. */
export async function listAssignees(ctx: StaffCtx) {
  const onlyId = ctx.access.bookOf;
  return { list: await repo.assignableStaff(ctx.db, onlyId) };
}

/**
 * Checks the new assignee for `object` (which the caller may see: checked before) and answers the
 * change for the audit log, names included; 403 for an agent naming someone else.
 */
export async function checkAssignee(
  db: Db,
  access: Access,
  object: { type: Assignable; id: string; assigneeId: string | null },
  assigneeId: string | null,
) {
  if (access.bookOf !== null && assigneeId !== null && assigneeId !== access.bookOf) {
    throw forbidden();
  }
  const staff = assigneeId === null ? null : await repo.findAssignee(db, assigneeId);
  if (assigneeId !== null) {
    if (!staff || staff.disabled_at !== null || staff.role === 'auditor') {
      throw invalid({ assigneeId: 'admin.assigneeUnknown' }, 'admin.assigneeUnknown');
    }
    // An agent only sees their book: an object outside it would be theirs and invisible to them.
    const agentBook = { ...access, bookOf: staff.role === 'agent' ? staff.id : null };
    if (!(await isInBook(db, agentBook, object.type, object.id))) {
      throw invalid({ assigneeId: 'admin.assigneeOutsideBook' }, 'admin.assigneeOutsideBook');
    }
  }
  const before = await repo.staffNameOf(db, object.assigneeId);
  return {
    assignee: { before, after: staff?.name ?? null },
    assigneeId: { before: object.assigneeId, after: assigneeId },
  };
}

/** PATCH /admin/appointments/:token {assigneeId}: one audit entry, in the change's transaction. */
export async function assignReservation(ctx: StaffCtx, token: string, assigneeId: string | null) {
  requireWrite(ctx.access);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findReservationSummary(trx, token);
    if (!row) throw notFound();
    await ensureInBook(trx, ctx.access, 'appointment', row.id);
    const object = { type: 'appointment' as const, id: row.id, assigneeId: row.assignee_id };
    const changes = await checkAssignee(trx, ctx.access, object, assigneeId);
    if (row.assignee_id === assigneeId) return;
    await repo.setReservationAssignee(trx, row.id, assigneeId);
    await recordAudit(trx, {
      actor: ctx.access.actor,
      action: 'assign',
      objectType: 'appointment',
      objectId: row.id,
      changes,
    });
  });
  const row = await findReservationSummary(ctx.db, token);
  if (!row) throw notFound();
  return toSummary(row);
}

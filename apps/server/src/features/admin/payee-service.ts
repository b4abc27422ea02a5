import { diff, recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import * as repo from '../../db/payees-repository.ts';
import type { PayeeRow } from '../../db/payees-repository.ts';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import { ensureReferenceCodes } from './reference-codes.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import type { AdminPayee } from '@app/contract/admin/api/remittances';
import type { PayeeCreate, PayeePatch, PayeeQuery } from '@app/contract/admin/remittance-schemas';
import { toIso } from '../../db/time.ts';

/**
 * The official accounts members pay premiums to. Every role reads them; admin and operator keep
 * them (an agent's book holds members, not the intermediary's own accounts).
 */
function toAdminPayee(row: PayeeRow): AdminPayee {
  return {
    ...repo.accountOf(row),
    insurer: row.insurer,
    disabled: Boolean(Number(row.disabled)),
    createdAt: toIso(row.created_at),
  };
}

async function findPayee(db: Db, id: string): Promise<AdminPayee> {
  const row = await repo.findPayee(db, id);
  if (!row) throw notFound();
  return toAdminPayee(row);
}

export async function listPayees(ctx: StaffCtx, query: PayeeQuery) {
  const { rows, total } = await repo.pagePayees(ctx.db, query);
  return { list: rows.map(toAdminPayee), total, page: query.page, size: query.size };
}

/** The payee as written, with its audit entry in the same transaction. */
async function recorded(
  trx: Db,
  ctx: StaffCtx,
  action: 'create' | 'update',
  id: string,
  before: Partial<AdminPayee>,
): Promise<AdminPayee> {
  const after = await findPayee(trx, id);
  const { createdAt: _created, ...fields } = after;
  await recordAudit(trx, {
    actor: ctx.access.actor,
    action,
    objectType: 'payee',
    objectId: id,
    changes: diff(before, fields),
  });
  return after;
}

/** A payee's currency and insurer are codes of the reference lists (400 on the field). */
function payeeCodes(
  db: Db,
  input: { currency?: string | undefined; insurer?: string | null | undefined },
) {
  return ensureReferenceCodes(db, {
    currency: { kind: 'currency', value: input.currency },
    insurer: { kind: 'insurer', value: input.insurer },
  });
}

export async function createPayee(
  ctx: StaffCtx,
  input: PayeeCreate,
  now = Date.now(),
): Promise<AdminPayee> {
  requireRole(ctx.access, 'admin', 'operator');
  await payeeCodes(ctx.db, input);
  const id = newId();
  return ctx.db.transaction().execute(async (trx) => {
    await repo.insertPayee(trx, {
      id,
      name: input.name,
      bank_name: input.bankName,
      account_no: input.accountNo,
      swift: input.swift,
      currency: input.currency,
      insurer: input.insurer,
      disabled: 0,
      created_at: now,
    });
    return recorded(trx, ctx, 'create', id, {});
  });
}

export async function updatePayee(
  ctx: StaffCtx,
  id: string,
  patch: PayeePatch,
): Promise<AdminPayee> {
  requireRole(ctx.access, 'admin', 'operator');
  const set = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.bankName !== undefined ? { bank_name: patch.bankName } : {}),
    ...(patch.accountNo !== undefined ? { account_no: patch.accountNo } : {}),
    ...(patch.swift !== undefined ? { swift: patch.swift } : {}),
    ...(patch.currency !== undefined ? { currency: patch.currency } : {}),
    ...(patch.insurer !== undefined ? { insurer: patch.insurer } : {}),
    ...(patch.disabled !== undefined ? { disabled: patch.disabled ? 1 : 0 } : {}),
  };
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findPayee(trx, id);
    await payeeCodes(trx, patch);
    if (Object.keys(set).length > 0) await repo.updatePayee(trx, id, set);
    return recorded(trx, ctx, 'update', id, before);
  });
}

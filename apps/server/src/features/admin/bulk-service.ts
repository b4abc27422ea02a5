import type { Language } from '@app/contract/codes';
import type { BulkBusinessBody, BulkOutcome } from '@app/contract/admin/bulk-schemas';
import { AppError, forbidden } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import type { Access, StaffCtx } from './access.ts';
import { requireWrite } from './access.ts';
import { assignReservation } from './assignment-service.ts';
import { changeStatus, updateBusiness } from './business-service.ts';

/**
 * Bulk changes (issue 37 point 4): the single-object write for each, one after the other, so each
 * is checked (book, role, status), done in its own transaction and audited on its own exactly as
 * one by one; a refusal is reported for its object and the rest go on. Anything but an
 * application's refusal (a fault) stops the run and is answered 500 as usual.
 */
async function each(
  ids: readonly string[],
  lang: Language,
  change: (id: string) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await change(id);
      outcome.changed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ id, code: error.code, reason: t(error.key, lang, error.params) });
    }
  }
  return outcome;
}

/** A role refusal is the whole call's (403), as for one object: an agent assigns only themselves. */
function mayAssign(access: Access, assigneeId: string | null | undefined) {
  requireWrite(access);
  if (access.bookOf !== null && assigneeId && assigneeId !== access.bookOf) throw forbidden();
}

export function bulkBusinesses(ctx: StaffCtx, body: BulkBusinessBody, lang: Language) {
  mayAssign(ctx.access, body.assigneeId);
  const { status, note, assigneeId } = body;
  return each(body.ids, lang, async (id) => {
    if (assigneeId !== undefined) await updateBusiness(ctx, id, { assigneeId });
    if (status !== undefined) await changeStatus(ctx, id, { status, note });
  });
}

export function bulkReservations(
  ctx: StaffCtx,
  body: { tokens: string[]; assigneeId: string | null },
  lang: Language,
) {
  mayAssign(ctx.access, body.assigneeId);
  return each(body.tokens, lang, (token) => assignReservation(ctx, token, body.assigneeId));
}

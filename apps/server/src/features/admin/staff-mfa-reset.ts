import type { Language } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import { notFound } from '../../http/app-error.ts';
import { securityEvent } from '../../security/events.ts';
import { factorSummary } from '../../staff/mfa/factors.ts';
import { deleteAllFactors } from '../../staff/mfa/mfa-repository.ts';
import { findStaffById } from '../../staff/staff-repository.ts';
import { endStaffLogins } from '../../staff/staff-tokens.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';

/**
 * POST /admin/staff/:id/mfa-reset: a colleague lost their phone or key. Their TOTP secret,
 * passkeys and recovery codes go, their logins end (a factor that may be in someone else's hands
 * no longer holds one open), and they enrol again at their next login when STAFF_MFA=required.
 * Audited, logged as mfa.reset, and mailed to them so a reset they did not ask for is noticed.
 */
export async function resetStaffMfa(
  ctx: StaffCtx,
  id: string,
  input: { lang: Language; ip: string },
  log: FastifyBaseLogger,
  now = Date.now(),
) {
  requireRole(ctx.access, 'admin');
  const row = await findStaffById(ctx.db, id);
  if (!row) throw notFound();
  const before = await factorSummary(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteAllFactors(trx, id);
    await endStaffLogins(trx, id, 'mfa-reset', now);
    await recordAudit(
      trx,
      {
        actor: ctx.access.actor,
        action: 'resetMfa',
        objectType: 'staff',
        objectId: id,
        changes: {
          totp: { before: before.totp, after: false },
          passkeys: { before: before.passkeys, after: 0 },
          recoveryCodes: { before: before.recoveryCodesLeft, after: 0 },
        },
      },
      now,
    );
    // Through the outbox with the change, in the admin's language (staff store none).
    await queueAccountChangeMail(
      trx,
      { email: row.email, name: row.name, language: input.lang },
      'secondFactor',
      'staff',
      now,
    );
  });
  securityEvent(log, 'mfa.reset', { account: id, actor: ctx.access.actor.id, ip: input.ip });
  return { mailed: true };
}

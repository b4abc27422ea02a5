import type { Language } from '@app/contract/codes';
import { recordAudit } from '../../audit/audit-log.ts';
import { notFound } from '../../http/app-error.ts';
import { issueInvite } from '../../staff/staff-tokens.ts';
import { findStaffById } from '../../staff/staff-repository.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { invitationLink, passwordLinkMail } from './staff-invitation.ts';

/**
 * POST /admin/staff/:id/password-link: mails a single-use link to the console's set-password
 * page, so an admin can help someone who forgot their password without ever knowing it. The
 * current password keeps working until the link is used (which then ends every login).
 */
export async function sendPasswordLink(
  ctx: StaffCtx,
  id: string,
  input: { lang: Language },
  now = Date.now(),
) {
  requireRole(ctx.access, 'admin');
  const row = await findStaffById(ctx.db, id);
  if (!row) throw notFound();
  const token = await ctx.db.transaction().execute(async (trx) => {
    const made = await issueInvite(trx, id, now);
    await recordAudit(
      trx,
      {
        actor: ctx.access.actor,
        action: 'sendPasswordLink',
        objectType: 'staff',
        objectId: id,
        changes: {},
      },
      now,
    );
    return made;
  });
  const link = invitationLink(ctx, token);
  try {
    await ctx.mailer.send({ to: row.email, ...passwordLinkMail(input.lang, row.name, link) });
    return { mailed: true };
  } catch {
    // The link is a credential: answered only when the mail could not carry it.
    return { mailed: false, link };
  }
}

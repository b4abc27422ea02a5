import type { Language } from '@app/contract/codes';
import { recordAudit } from '../../audit/audit-log.ts';
import { notFound } from '../../http/app-error.ts';
import { mailKinds, staffLinkMail } from '../../notify/mail/mails.ts';
import { enqueueAwaitedMail } from '../../notify/mail/outbox.ts';
import { mailedNow } from '../../notify/mail/outbox-worker.ts';
import { issueInvite } from '../../staff/staff-tokens.ts';
import { findStaffById } from '../../staff/staff-repository.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { invitationLink } from './staff-invitation.ts';

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
  const { link, mailId } = await ctx.db.transaction().execute(async (trx) => {
    const link = invitationLink(ctx, await issueInvite(trx, id, now));
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
    // Queued with its token: both commit, or neither.
    const mail = staffLinkMail(input.lang, 'staffPasswordLink', row.name, link);
    const queued = { to: row.email, kind: mailKinds.staffPasswordLink, language: input.lang };
    return { link, mailId: await enqueueAwaitedMail(trx, { ...queued, ...mail }, now) };
  });
  // The link is a credential: answered only when the first try failed (the worker retries it).
  return (await mailedNow(ctx, mailId)) ? { mailed: true } : { mailed: false, link };
}

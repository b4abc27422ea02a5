import type { Language } from '@app/contract/codes';
import { reservationLinkPath } from '@app/contract/calls/reservation';
import type { ProductType } from '@app/contract/enums';
import { enumLabel } from '@app/contract/enums';
import { diff, recordAudit } from '../../audit/audit-log.ts';
import { mailKinds, reservationLinkMail } from '../../notify/mail/mails.ts';
import { enqueueAwaitedMail } from '../../notify/mail/outbox.ts';
import { mailedNow } from '../../notify/mail/outbox-worker.ts';
import { appBaseUrl } from '../../notify/links.ts';
import { newId, randomToken } from '../../sessions/tokens.ts';
import { requireWrite } from './access.ts';
import type { AdminCtx, StaffCtx } from './access.ts';
import { insertReservation } from './reservation-repository.ts';
import { findMemberInBook } from './book-repository.ts';

/**
 * Where the customer opens the app: PUBLIC_URL or the listener. Never the caller's say: a link in
 * official mail that staff could point anywhere would carry a live reservation token to them.
 */
export function defaultBaseUrl(ctx: AdminCtx): string {
  return appBaseUrl(ctx.config);
}

/**
 * Opens a reservation on a customer's behalf and mails them its link. The customer must already
 * be a member: the reservation needs a creator, and a link to a stranger would invite sign-ups.
 * An agent may only write to their own members; the link is theirs (appointments.staff_id), so
 * what the member fills in through it is in their book.
 */
export async function createReservationLink(
  ctx: StaffCtx,
  input: { email: string; productType: ProductType; lang: Language },
  now = Date.now(),
) {
  requireWrite(ctx.access);
  // 16 bytes: the 128-bit unguessable link token of DESIGN.md.
  const token = randomToken(16);
  const base = defaultBaseUrl(ctx).replace(/\/+$/, '');
  const link = `${base}/#${reservationLinkPath(token)}`;
  const product = enumLabel('productType', input.productType, input.lang);
  const mailId = await ctx.db.transaction().execute(async (trx) => {
    const memberId = await findMemberInBook(trx, ctx.access, input.email);
    const row = {
      id: newId(),
      token,
      product_type: input.productType,
      status: 'open',
      creator_id: memberId,
      filler_id: null,
      business_id: null,
      invited_email: input.email,
      staff_id: ctx.access.actor.type === 'staff' ? ctx.access.actor.id : null,
      created_at: now,
      updated_at: now,
      submitted_at: null,
    };
    await insertReservation(trx, row);
    await recordAudit(trx, {
      actor: ctx.access.actor,
      action: 'create',
      objectType: 'appointment',
      // The back office names reservations by their link token (GET /admin/appointments/:token).
      objectId: token,
      changes: diff(
        {},
        { productType: row.product_type, invitedEmail: row.invited_email, staffId: row.staff_id },
      ),
    });
    // Queued with the reservation: both commit, or neither.
    const mail = { to: input.email, kind: mailKinds.reservationLink, language: input.lang };
    return enqueueAwaitedMail(
      trx,
      { ...mail, ...reservationLinkMail(input.lang, link, product) },
      now,
    );
  });
  // Not mailed at the first try: the worker tries again; the answer carries the link meanwhile
  // for staff to pass on another way.
  const mailed = await mailedNow(ctx, mailId);
  return { token, link, email: input.email, productType: input.productType, mailed };
}

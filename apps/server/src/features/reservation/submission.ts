import type { Reservation } from '@app/contract/calls/reservation';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { translateFieldMessages } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { checkSubmission } from '@app/contract/sections/submission';
import {
  markApplicationDue,
  recordApplicationAfterSubmit,
} from '../../application-record/service.ts';
import type { RecordContext } from '../../application-record/service.ts';
import { addHistoryNote, createBusiness } from '../../db/businesses-repository.ts';
import type { Db } from '../../db/database.ts';
import { storeDeclarations } from '../../db/declarations-repository.ts';
import { withNewOrderNo } from '../../db/order-numbers.ts';
import { readSections } from '../../db/sections-repository.ts';
import { AppError } from '../../http/app-error.ts';
import { translator } from '../../http/i18n.ts';
import { newId } from '../../sessions/tokens.ts';
import { isParty, linkFilled, linkInvalid, mayUse } from './access.ts';
import { sectionsDataFrom } from './reservation-dto.ts';
import { reservationDto } from './reservations.ts';
import * as repo from './reservations-repository.ts';
import { judgeSignedDeclarations } from './declarations.ts';
import type { DeclarationsInput } from './declarations.ts';

export interface SubmitRequest extends DeclarationsInput {
  token: string;
  memberId: string;
  today: string;
}

/**
 * Every refused field of every section, as data.fields keyed `section.field`, and what is wrong
 * with the declarations and signatures under their own keys (`declarations`, `signature…`).
 */
function submissionRefused(
  errors: Record<string, Record<string, FieldMessage>>,
  tip: Record<string, FieldMessage>,
  lang: Language,
) {
  const translate = translator(lang);
  const fields = Object.fromEntries([
    ...Object.entries(errors).flatMap(([section, messages]) =>
      Object.entries(translateFieldMessages(messages, translate, `${section}.`)),
    ),
    ...Object.entries(translateFieldMessages(tip, translate)),
  ]);
  return new AppError(BodyCode.invalid, 'validation.default', {
    fields,
    sections: Object.keys(errors),
  });
}

/**
 * Every saved section judged on the day, as on the first submit, with the declarations and the
 * signatures those sections call for; refused with all that is wrong, stored when all is right.
 * A resubmit (`signedSince`: when the changes were asked for) needs signatures drawn after that.
 */
async function checkEverySection(
  tx: Db,
  row: repo.ReservationRow,
  request: SubmitRequest,
  signedSince?: number,
) {
  const codes = await repo.bankCodes(tx);
  const productType = row.product_type as ProductType;
  const sections = sectionsDataFrom(await readSections(tx, row.id));
  const result = checkSubmission(productType, sections, {
    today: request.today,
    ...(codes ? { bankCodes: codes } : {}),
  });
  const tip = await judgeSignedDeclarations(tx, { row, sections, request, signedSince });
  if (!result.ok || !tip.ok) {
    throw submissionRefused(result.ok ? {} : result.errors, tip.ok ? {} : tip.errors, request.lang);
  }
  await storeDeclarations(tx, row.id, tip.stored);
}

/** Every submit commits with its application PDF due: rendered after the commit (D35). */
const applicationDue = (id: string, businessId: string, request: SubmitRequest, now: number) => ({
  appointmentId: id,
  businessId,
  memberId: request.memberId,
  language: request.lang,
  submittedAt: now,
});

/**
 * One attempt at submitting, in one transaction: the conditional UPDATE takes the reservation
 * (and on PostgreSQL its row lock, so a concurrent submit waits and then finds it submitted),
 * every saved section is judged on the day, and the business with its members and first status
 * is written. Any refusal rolls all of it back. Answers false when it was already submitted.
 */
async function submitOnce(
  db: Db,
  reservationId: string,
  request: SubmitRequest,
  orderNo: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const now = Date.now();
    if (!(await repo.markSubmitted(tx, reservationId, request.memberId, now))) return false;
    const row = await tx
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    const productType = row.product_type as ProductType;
    await checkEverySection(tx, row, request);
    const businessId = newId();
    await createBusiness(tx, {
      row: {
        id: businessId,
        appointment_id: row.id,
        owner_id: row.creator_id,
        order_no: orderNo,
        status: 'submitted',
        product_type: productType,
        created_at: now,
        updated_at: now,
      },
      memberIds: row.filler_id ? [row.creator_id, row.filler_id] : [row.creator_id],
      // No note: an English 'Reservation submitted' showed in both languages (issue 36); the
      // entry itself reads 'Created as Submitted' in the reader's language.
      history: [{ to: 'submitted', note: '', at: now }],
    });
    await markApplicationDue(tx, applicationDue(row.id, businessId, request, now));
    return true;
  });
}

/**
 * Submitting again after the back office asked for changes, in one transaction: the same checks
 * as the first time, then the reservation waits for review again and its business (the same one,
 * the same order number, the same status) records the step in its history. The note is stored in
 * English like every system note of the history. Answers false when the request judged is no
 * longer the one in force (resubmitted already, or a new request meanwhile).
 */
async function resubmitOnce(db: Db, row: repo.ReservationRow, request: SubmitRequest) {
  return db.transaction().execute(async (tx) => {
    const now = Date.now();
    if (!(await repo.markResubmitted(tx, row, request.memberId, now))) return false;
    await checkEverySection(tx, row, request, Number(row.reviewed_at ?? 0));
    if (!row.business_id) throw new Error('a reservation sent back for changes has a business');
    await addHistoryNote(tx, { businessId: row.business_id, note: RESUBMITTED_NOTE, now });
    await markApplicationDue(tx, applicationDue(row.id, row.business_id, request, now));
    return true;
  });
}

export const RESUBMITTED_NOTE = 'Resubmitted after changes';

/**
 * EditAppointInfo submit. Idempotent for the reservation's parties: a retry or a double tap after
 * success answers success with the same reservation, and never makes a second business.
 */
export async function submitReservation(
  db: Db,
  request: SubmitRequest,
  record: Omit<RecordContext, 'db'>,
): Promise<Reservation> {
  const { memberId, today } = request;
  const before = await repo.findReservationByToken(db, request.token);
  if (!before || (before.status === 'open' && !mayUse(before, memberId))) throw linkInvalid();
  if (before.status === 'open') {
    // A clash of random order numbers is rare but possible; the whole attempt is then redone.
    await withNewOrderNo(today, (orderNo) => submitOnce(db, before.id, request, orderNo));
  } else if (before.status === 'changesRequested' && isParty(before, memberId)) {
    // A new request from the back office meanwhile makes an attempt lose: judge the latest one.
    let row: repo.ReservationRow | undefined = before;
    for (let tries = 0; row?.status === 'changesRequested' && tries < 3; tries += 1) {
      if (await resubmitOnce(db, row, request)) break;
      row = await repo.findReservationByToken(db, request.token);
    }
  }
  const after = await repo.findReservationByToken(db, request.token);
  if (!after) throw linkInvalid();
  if (after.status !== 'open' && !isParty(after, memberId)) throw linkFilled(after, memberId);
  if (after.status === 'open') throw linkInvalid();
  await recordApplicationAfterSubmit({ db, ...record }, after.id, { id: memberId });
  return reservationDto(db, after, today);
}

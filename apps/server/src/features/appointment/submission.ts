import crypto from 'node:crypto';
import type { Appointment } from '@app/contract/calls/appointment';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { checkSubmission } from '@app/contract/sections/submission';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import { isParty, linkFilled, linkInvalid, mayUse } from './access.ts';
import { sectionsDataFrom } from './appointment-dto.ts';
import { appointmentDto, translateFields } from './appointments.ts';
import * as repo from './appointments-repository.ts';
import { insertBusiness } from './businesses-repository.ts';

export interface SubmitRequest {
  token: string;
  memberId: string;
  lang: Language;
  today: string;
}

/** 'BO' + the day + six random digits, e.g. BO20250615042917. */
function orderNumber(today: string): string {
  return `BO${today.replaceAll('-', '')}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function submissionRefused(
  errors: Record<string, Record<string, { key: string; params: Record<string, unknown> }>>,
  lang: Language,
) {
  let fields: Record<string, string> = {};
  for (const [section, messages] of Object.entries(errors)) {
    fields = { ...fields, ...translateFields(messages, lang, `${section}.`) };
  }
  return new AppError(BodyCode.invalid, 'validation.default', {
    fields,
    sections: Object.keys(errors),
  });
}

/**
 * One attempt at submitting, in one transaction: the conditional UPDATE takes the reservation
 * (and on PostgreSQL its row lock, so a concurrent submit waits and then finds it submitted),
 * every saved section is judged on the day, and the business with its members and first status
 * is written. Any refusal rolls all of it back. Answers false when it was already submitted.
 */
async function submitOnce(db: Db, appointmentId: string, request: SubmitRequest): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const now = Date.now();
    if (!(await repo.markSubmitted(tx, appointmentId, request.memberId, now))) return false;
    const row = await tx
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', appointmentId)
      .executeTakeFirstOrThrow();
    const productType = row.product_type as ProductType;
    const codes = await repo.bankCodes(tx);
    const result = checkSubmission(
      productType,
      sectionsDataFrom(await repo.listSections(tx, row.id)),
      {
        today: request.today,
        ...(codes ? { bankCodes: codes } : {}),
      },
    );
    if (!result.ok) throw submissionRefused(result.errors, request.lang);
    const businessId = newId();
    await insertBusiness(tx, {
      id: businessId,
      appointmentId: row.id,
      ownerId: row.creator_id,
      orderNo: orderNumber(request.today),
      productType,
      memberIds: row.filler_id ? [row.creator_id, row.filler_id] : [row.creator_id],
      note: 'Reservation submitted',
      statusChangeId: newId(),
      now,
    });
    await repo.setBusinessId(tx, row.id, businessId);
    return true;
  });
}

/**
 * EditAppointInfo submit. Idempotent for the reservation's parties: a retry or a double tap after
 * success answers success with the same reservation, and never makes a second business.
 */
export async function submitAppointment(db: Db, request: SubmitRequest): Promise<Appointment> {
  const { memberId, today } = request;
  const before = await repo.findAppointmentByToken(db, request.token);
  if (!before || (before.status === 'open' && !mayUse(before, memberId))) throw linkInvalid();
  if (before.status === 'open') {
    // A clash of random order numbers is rare but possible; the whole attempt is simply redone.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await submitOnce(db, before.id, request);
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }
  const after = await repo.findAppointmentByToken(db, request.token);
  if (!after) throw linkInvalid();
  if (after.status !== 'open' && !isParty(after, memberId)) throw linkFilled(after, memberId);
  if (after.status === 'open') throw linkInvalid();
  return appointmentDto(db, after, today);
}

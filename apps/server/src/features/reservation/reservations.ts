import type { Reservation } from '@app/contract/calls/reservation';
import { parseSectionJson } from '@app/contract/calls/reservation';
import type { Language } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { translateIssues, translateMessage } from '@app/contract/issues';
import { hasSection } from '@app/contract/sections/products';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { sectionSchema } from '@app/contract/sections/registry';
import type { Db } from '../../db/database.ts';
import { claimReservation } from '../../db/reservation-access.ts';
import { readSections } from '../../db/sections-repository.ts';
import { invalid } from '../../http/app-error.ts';
import { t, translator } from '../../http/i18n.ts';
import { newId, randomToken } from '../../sessions/tokens.ts';
import { linkInvalid, refuseUnusable } from './access.ts';
import { toReservationDto, sectionsDataFrom } from './reservation-dto.ts';
import * as repo from './reservations-repository.ts';
import type { ReservationRow } from './reservations-repository.ts';
import { refuseClosedPart } from './reopened.ts';
import { copiesOf } from './same-person.ts';

export async function reservationDto(
  db: Db,
  row: ReservationRow,
  today: string,
): Promise<Reservation> {
  const [sections, uploads, codes] = await Promise.all([
    readSections(db, row.id),
    repo.listUploads(db, row.id),
    repo.bankCodes(db),
  ]);
  return toReservationDto({ row, sections, uploads, today, bankCodes: codes });
}

export async function createReservation(
  db: Db,
  memberId: string,
  productType: ProductType,
  today: string,
): Promise<{ token: string; appointment: Reservation }> {
  const now = Date.now();
  const row: ReservationRow = {
    id: newId(),
    // 192 random bits: the link is the only thing that finds the reservation.
    token: randomToken(24),
    product_type: productType,
    status: 'open',
    creator_id: memberId,
    filler_id: null,
    business_id: null,
    invited_email: null,
    staff_id: null,
    created_at: now,
    updated_at: now,
    submitted_at: null,
    review_status: null,
    review_note: null,
    review_sections: null,
    review_uploads: null,
    reviewed_at: null,
    reviewed_by: null,
    declarations: null,
    assignee_id: null,
  };
  await repo.insertReservation(db, row);
  return { token: row.token, appointment: await reservationDto(db, row, today) };
}

/** checkAppointUrl: the reservation behind a link, if this member may open it. */
export async function openReservation(
  db: Db,
  token: string,
  memberId: string,
  today: string,
): Promise<Reservation> {
  const row = refuseUnusable(await repo.findReservationByToken(db, token), memberId);
  return reservationDto(db, row, today);
}

export interface SaveRequest {
  token: string;
  section: SectionName;
  data: string;
  memberId: string;
  lang: Language;
  today: string;
}

/** Each upload id the section names must be a file sent for this reservation, of that kind. */
async function checkUploadIds(db: Db, reservationId: string, data: SectionData, lang: Language) {
  const entries = Object.entries(data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const kinds = await repo.uploadKindsOf(
    db,
    reservationId,
    entries.map(([, id]) => id),
  );
  const fields: Record<string, string> = {};
  for (const [kind, id] of entries) {
    if (kinds.get(id) !== kind) {
      const missing = { key: 'validation.uploadRequired', params: { field: kind } };
      fields[kind] = translateMessage(missing, translator(lang));
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields, Object.values(fields)[0]);
}

/**
 * EditAppointInfo save: the section is validated with the contract's schema on the day and only
 * what the schema outputs is stored (unknown keys are dropped, so no status, owner or business
 * id can ride along). Invalid data is refused, not kept: the client holds the draft.
 */
export async function saveSection(db: Db, request: SaveRequest): Promise<Reservation> {
  const { memberId, lang, today, section } = request;
  const row = refuseUnusable(await repo.findReservationByToken(db, request.token), memberId);
  const productType = row.product_type as ProductType;
  if (!hasSection(productType, section)) {
    const message = t('validation.option', lang);
    throw invalid({ section: message }, message);
  }
  const others = sectionsDataFrom(await readSections(db, row.id));
  const codes = await repo.bankCodes(db);
  const schema = sectionSchema(section, productType, {
    today,
    sections: others,
    ...(codes ? { bankCodes: codes } : {}),
  });
  const parsed = schema.safeParse(parseSectionJson(request.data) ?? {});
  if (!parsed.success) {
    const fields = translateIssues(parsed.error.issues, translator(lang));
    throw invalid(fields, Object.values(fields)[0]);
  }
  // The same person held in another section (a policyholder who is the insured) is written too.
  const copies = copiesOf(productType, section, parsed.data, others).map((copy) => {
    const judged = sectionSchema(copy.section, productType, {
      today,
      sections: { ...others, [section]: parsed.data },
      ...(codes ? { bankCodes: codes } : {}),
    }).safeParse(copy.data);
    if (!judged.success) {
      const fields = translateIssues(judged.error.issues, translator(lang));
      throw invalid(fields, Object.values(fields)[0]);
    }
    return { section: copy.section, data: judged.data };
  });
  const person = [section, ...copies.map((copy) => copy.section)];
  refuseClosedPart(row, { section, person }, parsed.data, others[section], lang);
  if (section === 'upload') await checkUploadIds(db, row.id, parsed.data, lang);

  const stored = await db.transaction().execute(async (tx) => {
    const now = Date.now();
    // Taken only in the state it was judged in (open, or the change request read above).
    if (!(await claimReservation(tx, row.id, memberId, now, {}, row))) return false;
    await repo.upsertSection(tx, row.id, section, JSON.stringify(parsed.data), now);
    for (const copy of copies) {
      await repo.upsertSection(tx, row.id, copy.section, JSON.stringify(copy.data), now);
    }
    return true;
  });
  const latest = await repo.findReservationByToken(db, request.token);
  if (!stored) {
    // Lost a race (submitted, or another member became the filler meanwhile): answer as a link.
    refuseUnusable(latest, memberId);
    throw linkInvalid();
  }
  return reservationDto(db, latest ?? row, today);
}

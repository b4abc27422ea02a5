import type { Language } from '@app/contract/codes';
import { pickLanguage } from '@app/contract/codes';
import type { Db } from '../db/database.ts';

/** A member a message goes to, with what their e-mail needs. */
export interface Recipient {
  id: string;
  email: string;
  language: Language;
}

const toRecipient = (row: { id: string; email: string; language: string }): Recipient => ({
  id: row.id,
  email: row.email,
  language: pickLanguage(row.language, 'zh-CN'),
});

/** Who sees a business: its creator and the member who filled its reservation. */
export async function businessMembers(db: Db, businessId: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('business_members as bm')
    .innerJoin('members as m', 'm.id', 'bm.member_id')
    .select(['m.id', 'm.email', 'm.language'])
    .where('bm.business_id', '=', businessId)
    .orderBy('m.id')
    .execute();
  return rows.map(toRecipient);
}

/** A reservation's creator and, when another member filled it, its filler. */
export async function reservationMembers(db: Db, reservationId: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('members as m', (join) =>
      join.on((eb) =>
        eb.or([eb('m.id', '=', eb.ref('a.creator_id')), eb('m.id', '=', eb.ref('a.filler_id'))]),
      ),
    )
    .select(['m.id', 'm.email', 'm.language'])
    .where('a.id', '=', reservationId)
    .orderBy('m.id')
    .execute();
  return rows.map(toRecipient);
}

export async function oneMember(db: Db, memberId: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'email', 'language'])
    .where('id', '=', memberId)
    .execute();
  return rows.map(toRecipient);
}

import type { FamilyMember } from '@app/contract/calls/family';
import type { Selectable } from 'kysely';
import { dataKeysOf, decryptValue } from '../../crypto/data-key.ts';
import { sealValue } from '../../crypto/sensitive-fields.ts';
import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/database.ts';
import type { FamilyMembersTable } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';

/**
 * SQL of the family_members table. Every query names the member: no one reads another's rows.
 * id_number is encrypted at rest: sealed in columnsOf, opened in the reads below.
 */
export type FamilyMemberRow = Selectable<FamilyMembersTable>;

/** A person's fields as the table keeps them. */
export type FamilyMemberFields = Omit<FamilyMember, 'id' | 'createdAt'>;

export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  return {
    id: row.id,
    chineseName: row.chinese_name,
    englishName: row.english_name,
    relation: row.relation,
    gender: row.gender,
    birthDate: row.birth_date,
    idType: row.id_type,
    idNumber: row.id_number,
    ...(row.id_expiry ? { idExpiry: row.id_expiry } : {}),
    nationality: row.nationality,
    createdAt: toIso(row.created_at),
  };
}

const opened = (db: Db, row: FamilyMemberRow): FamilyMemberRow => ({
  ...row,
  id_number: decryptValue(dataKeysOf(db), row.id_number),
});

const columnsOf = (db: Db, fields: FamilyMemberFields) => ({
  chinese_name: fields.chineseName,
  english_name: fields.englishName,
  relation: fields.relation,
  gender: fields.gender,
  birth_date: fields.birthDate,
  id_type: fields.idType,
  id_number: sealValue(dataKeysOf(db), fields.idNumber),
  id_expiry: fields.idExpiry || null,
  nationality: fields.nationality,
});

/** Oldest first: the order the member added them in. */
export async function listByMember(db: Db, memberId: string): Promise<FamilyMemberRow[]> {
  const rows = await db
    .selectFrom('family_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => opened(db, row));
}

export async function findOwned(
  db: Db,
  memberId: string,
  id: string,
): Promise<FamilyMemberRow | undefined> {
  const row = await db
    .selectFrom('family_members')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && opened(db, row);
}

export async function countByMember(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('family_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds the member's row until the transaction ends (PostgreSQL), so two adds at once cannot both
 * pass the limit; SQLite runs one writing transaction at a time anyway.
 */
export async function lockMember(db: Db, dialect: Dialect, memberId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

export async function insert(
  db: Db,
  row: { id: string; memberId: string; now: number },
  fields: FamilyMemberFields,
): Promise<void> {
  await db
    .insertInto('family_members')
    .values({
      id: row.id,
      member_id: row.memberId,
      ...columnsOf(db, fields),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** Changes one of the member's own; answers whether there was one. */
export async function updateOwned(
  db: Db,
  memberId: string,
  id: string,
  fields: FamilyMemberFields,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('family_members')
    .set({ ...columnsOf(db, fields), updated_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes one of the member's own; answers whether there was one. */
export async function removeOwned(db: Db, memberId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('family_members')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

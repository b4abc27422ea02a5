import type { Db } from '../../db/database.ts';

/** SQL of the reference tables; rows stay here, the service maps them to the wire shapes. */
export async function pageCurrencies(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('currencies')
    .select(['code', 'name_zh', 'name_hk', 'name_en'])
    .orderBy('sort')
    .orderBy('code')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCurrencies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listBanks(db: Db) {
  return db
    .selectFrom('banks')
    .select(['code', 'name_zh', 'name_hk', 'name_en', 'swift'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

import type { Db } from '../../db/database.ts';
import { banksInOrder, currenciesInOrder } from '../../db/reference-names.ts';

/** SQL of the reference tables; rows stay here, the service maps them to the wire shapes. */
export async function pageCurrencies(db: Db, limit: number, offset: number) {
  return currenciesInOrder(db).limit(limit).offset(offset).execute();
}

export async function countCurrencies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listBanks(db: Db) {
  return banksInOrder(db).execute();
}

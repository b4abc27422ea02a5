import { sql } from 'kysely';
import type { SelectQueryBuilder, Simplify } from 'kysely';

/**
 * Offset paging, the one way every list of the API and the back office pages: a page (from 1) of
 * `size` rows and how many rows there are in all, asked side by side.
 */
export interface Paging {
  page: number;
  size: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export const offsetOf = ({ page, size }: Paging): number => (page - 1) * size;

/**
 * How many rows a query finds: its FROM, joins and WHERE, with count(*) as its only column. Give
 * it the query before its ORDER BY (PostgreSQL refuses an ORDER BY beside an aggregate).
 */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of `rows` (ordered to the last column that breaks ties, so pages never overlap) and
 * the count of `count`: the same filter, or a cheaper query that finds as many.
 */
export async function findPage<
  DB,
  TB extends keyof DB,
  O,
  CountDB,
  CountTB extends keyof CountDB,
  CountO,
>(
  rows: SelectQueryBuilder<DB, TB, O>,
  count: SelectQueryBuilder<CountDB, CountTB, CountO>,
  paging: Paging,
): Promise<Page<Simplify<O>>> {
  const [list, total] = await Promise.all([
    rows.limit(paging.size).offset(offsetOf(paging)).execute(),
    countRows(count),
  ]);
  return { rows: list, total };
}

import { sql } from 'kysely';
import type { RawBuilder, SelectQueryBuilder, Simplify } from 'kysely';
import { sortColumns } from '@app/contract/admin/sorting';
import type { SortColumn, SortedList, Sorting } from '@app/contract/admin/sorting';

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

/** A list's sortable columns (contract's `sortColumns`) as SQL: a column, or an expression. */
export type SortSql<C extends string> = Readonly<Record<C, string | RawBuilder<unknown>>>;

/**
 * The sorting of a list whose sort keys are all its table's own columns, which its rows answer
 * with in camelCase: `bankName` sorts by `bank_name` (by `alias.bank_name` when the query names
 * the table). A new sort key of such a list needs no SQL of its own.
 */
export function ownColumns<L extends SortedList>(list: L, alias?: string): SortSql<SortColumn<L>> {
  const prefix = alias === undefined ? '' : `${alias}.`;
  const column = (key: string) => prefix + key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return Object.fromEntries(sortColumns[list].map((key) => [key, column(key)])) as SortSql<
    SortColumn<L>
  >;
}

/**
 * The order a list was asked for (`sort`, `order`: contract admin/sorting.ts), rows without the
 * value last either way; the caller adds the list's own order after it, which breaks ties and
 * ends with a unique column. Without `sort` the list's own order alone.
 */
export function sortedBy<DB, TB extends keyof DB, O, C extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: SortSql<C>,
  { sort, order }: Sorting,
): SelectQueryBuilder<DB, TB, O> {
  if (sort === undefined || !Object.hasOwn(columns, sort)) return query;
  const column = columns[sort as C];
  const value = typeof column === 'string' ? sql.ref(column) : column;
  // `order` is one of two words (the contract's enum), never the caller's text.
  return query.orderBy(sql`${value} ${sql.raw(order === 'desc' ? 'desc' : 'asc')} nulls last`);
}

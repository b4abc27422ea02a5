import type { ReviewStatus } from '@app/contract/admin/schemas';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { reservationInBook, businessInBook } from './book-repository.ts';
import { SETTLED, dashboardCondition } from './business-list-repository.ts';
import { idDocumentExpiring } from './reservation-repository.ts';

/**
 * The dashboard's counts, each with the condition of the list its figure links to (the
 * reservation list's `review`, the business list's `due`, `overdue`, `coolingOff`, the remittance
 * list's `status`, the reservation list's `idExpiring`), so a figure and its list agree. An agent counts their book only.
 */

async function countReservations(db: Db, review: ReviewStatus, bookOf: string | null) {
  let rows = db
    .selectFrom('appointments as a')
    .select(sql<number>`count(*)`.as('n'))
    .where('a.review_status', '=', review);
  if (bookOf !== null) rows = rows.where(reservationInBook(bookOf, sql.ref('a.id')));
  return Number((await rows.executeTakeFirstOrThrow()).n);
}

async function countBusinesses(db: Db, condition: Expression<SqlBool>, bookOf: string | null) {
  let rows = db
    .selectFrom('businesses as b')
    .select(sql<number>`count(*)`.as('n'))
    .where('b.status', 'not in', SETTLED)
    .where(condition);
  if (bookOf !== null) rows = rows.where(businessInBook(bookOf, sql.ref('b.id')));
  return Number((await rows.executeTakeFirstOrThrow()).n);
}

async function countRemittancesToConfirm(db: Db, bookOf: string | null) {
  let rows = db
    .selectFrom('remittances as r')
    .select(sql<number>`count(*)`.as('n'))
    .where('r.status', '=', 'submitted');
  if (bookOf !== null) rows = rows.where(businessInBook(bookOf, sql.ref('r.business_id')));
  return Number((await rows.executeTakeFirstOrThrow()).n);
}

async function countIdDocumentsExpiring(db: Db, today: string, bookOf: string | null) {
  let rows = db
    .selectFrom('appointments as a')
    .select(sql<number>`count(*)`.as('n'))
    .where(idDocumentExpiring(today, 90));
  if (bookOf !== null) rows = rows.where(reservationInBook(bookOf, sql.ref('a.id')));
  return Number((await rows.executeTakeFirstOrThrow()).n);
}

export async function dashboardCounts(db: Db, today: string, bookOf: string | null) {
  return {
    reservationsWaiting: await countReservations(db, 'pending', bookOf),
    changesRequested: await countReservations(db, 'changesRequested', bookOf),
    dueIn7Days: await countBusinesses(db, dashboardCondition.due(today, 7), bookOf),
    dueIn30Days: await countBusinesses(db, dashboardCondition.due(today, 30), bookOf),
    overdue: await countBusinesses(db, dashboardCondition.overdue(today), bookOf),
    coolingOffEnding: await countBusinesses(db, dashboardCondition.coolingOff(today), bookOf),
    remittancesToConfirm: await countRemittancesToConfirm(db, bookOf),
    documentsExpiring: await countIdDocumentsExpiring(db, today, bookOf),
  };
}

import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { BodyCode } from '@app/contract/codes';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Access } from './access.ts';

/**
 * An agent's book (DESIGN.md): the members who registered with their invite code, and the
 * reservations and businesses of those members or of links the agent created. Everything else is
 * answered 404, as if it did not exist. Other roles see the whole book.
 */

/**
 * A reservation is in the book: the agent's link, or its creator or filler is the agent's.
 * `appointmentId` is a column (sql.ref('a.id')) in a list, or a value for one object. Plain SQL
 * (parameterised) because the predicate is used inside queries of several shapes.
 */
export function reservationInBook(agentId: string, reservationId: Expression<unknown> | string) {
  return sql<SqlBool>`exists (select 1 from appointments ba
    left join members bc on bc.id = ba.creator_id
    left join members bf on bf.id = ba.filler_id
    where ba.id = ${reservationId}
      and (ba.staff_id = ${agentId} or bc.staff_id = ${agentId} or bf.staff_id = ${agentId}))`;
}

/** A business is in the book: one of its members is the agent's, or its reservation is. */
export function businessInBook(agentId: string, businessId: Expression<unknown> | string) {
  return sql<SqlBool>`(exists (select 1 from business_members bm
      join members bmm on bmm.id = bm.member_id
      where bm.business_id = ${businessId} and bmm.staff_id = ${agentId})
    or exists (select 1 from businesses bb
      where bb.id = ${businessId} and bb.appointment_id is not null
        and ${reservationInBook(agentId, sql.ref('bb.appointment_id'))}))`;
}

export type BookObject = 'member' | 'appointment' | 'business' | 'payment' | 'document' | 'upload';

async function inBook(db: Db, agentId: string, type: BookObject, id: string): Promise<boolean> {
  const holds = async (predicate: Expression<SqlBool>) =>
    (await db
      .selectNoFrom(sql<number>`1`.as('one'))
      .where(predicate)
      .executeTakeFirst()) !== undefined;
  switch (type) {
    case 'member': {
      const row = await db
        .selectFrom('members')
        .select('staff_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.staff_id === agentId;
    }
    case 'appointment':
      return holds(reservationInBook(agentId, id));
    case 'business':
      return holds(businessInBook(agentId, id));
    case 'payment':
    case 'document': {
      const table = type === 'payment' ? 'payment_records' : 'business_documents';
      const row = await db
        .selectFrom(table)
        .select('business_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? inBook(db, agentId, 'business', row.business_id) : false;
    }
    case 'upload': {
      const row = await db
        .selectFrom('uploads')
        .select(['appointment_id', 'member_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      return row.appointment_id
        ? inBook(db, agentId, 'appointment', row.appointment_id)
        : inBook(db, agentId, 'member', row.member_id);
    }
  }
}

/** Whether the caller may see the object: always for every role but agent. */
export async function isInBook(db: Db, access: Access, type: BookObject, id: string) {
  return access.bookOf === null || inBook(db, access.bookOf, type, id);
}

/**
 * Refuses (404) an object outside the caller's book; a no-op for every role but agent. Call it
 * before reading or changing any object by its id.
 */
export async function ensureInBook(db: Db, access: Access, type: BookObject, id: string) {
  if (!(await isInBook(db, access, type, id))) throw notFound();
}

/**
 * The member with this e-mail, for writes that name a customer by e-mail (a link, a business):
 * one outside an agent's book gets the same answer as an e-mail no member has.
 */
export async function findMemberInBook(db: Db, access: Access, email: string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row || !(await isInBook(db, access, 'member', row.id))) {
    throw new AppError(BodyCode.notFound, 'admin.memberNotFound');
  }
  return row.id;
}

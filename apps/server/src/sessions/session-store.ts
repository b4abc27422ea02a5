import type { Db } from '../db/database.ts';
import { newId, randomToken, sha256 } from './tokens.ts';

export interface SessionLifetimes {
  sessionIdleS: number;
  sessionMaxS: number;
}

export type SessionLookup =
  | { status: 'ok'; sessionId: string; memberId: string }
  | { status: 'revoked' }
  | { status: 'expired' };

/** Writing last_seen on every call would turn reads into writes; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  memberId: string,
  life: SessionLifetimes,
  now = Date.now(),
) {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: sha256(token),
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + life.sessionMaxS * 1000,
      revoked_at: null,
      revoke_reason: null,
    })
    .execute();
  return token;
}

export async function resolveSession(
  db: Db,
  token: string,
  life: SessionLifetimes,
  now = Date.now(),
): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'member_id', 'last_seen_at', 'expires_at', 'revoked_at', 'revoke_reason'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return { status: 'expired' };
  if (row.revoked_at !== null) {
    return row.revoke_reason === 'password' ? { status: 'revoked' } : { status: 'expired' };
  }
  if (now >= Number(row.expires_at) || now - Number(row.last_seen_at) > life.sessionIdleS * 1000) {
    return { status: 'expired' };
  }
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return { status: 'ok', sessionId: row.id, memberId: row.member_id };
}

type RevokeReason = 'logout' | 'password';

/** Marks the matching live sessions revoked; one already revoked keeps its first reason. */
async function revokeWhere(
  db: Db,
  column: 'id' | 'member_id',
  value: string,
  reason: RevokeReason,
  now: number,
  exceptId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where(column, '=', value)
    .where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: RevokeReason,
  now = Date.now(),
) {
  await revokeWhere(db, 'id', sessionId, reason, now);
}

/**
 * Ends every session of a member (a password reset or change), so their next call answers code
 * 100; `exceptId` keeps the session that made the change.
 */
export async function revokeMemberSessions(
  db: Db,
  memberId: string,
  reason: RevokeReason,
  now = Date.now(),
  exceptId?: string,
) {
  await revokeWhere(db, 'member_id', memberId, reason, now, exceptId);
}

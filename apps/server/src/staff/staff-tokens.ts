import type { StaffTokens } from '@app/contract/calls/staff';
import type { Db } from '../db/database.ts';
import { newId, randomToken, sha256 } from '../sessions/tokens.ts';
import { findStaffById } from './staff-repository.ts';
import type { StaffRow } from './staff-repository.ts';

/** A bearer token is short-lived: a stolen one is worth minutes. The console refreshes it. */
export const BEARER_TTL_S = 15 * 60;
/** A refresh token lasts a working day; the login as a whole at most a week. */
const REFRESH_TTL_MS = 24 * 3600_000;
const LOGIN_MAX_MS = 7 * 24 * 3600_000;

type TokenKind = 'bearer' | 'refresh' | 'invite' | MfaTokenKind;
/** 'mfa': a password checked, the second factor to come; 'mfa-setup': may only enrol one. */
export type MfaTokenKind = 'mfa' | 'mfa-setup';
/** Long enough to open an authenticator app or find a security key, no longer. */
export const MFA_TOKEN_TTL_MS = 10 * 60_000;

async function issue(
  db: Db,
  kind: TokenKind,
  staffId: string,
  loginId: string | null,
  expiresAt: number,
  now: number,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: sha256(token),
      kind,
      staff_id: staffId,
      login_id: loginId,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return token;
}

async function issuePair(
  db: Db,
  staffId: string,
  loginId: string,
  loginExpiresAt: number,
  now: number,
): Promise<StaffTokens> {
  const bearerExpires = Math.min(now + BEARER_TTL_S * 1000, loginExpiresAt);
  const refreshExpires = Math.min(now + REFRESH_TTL_MS, loginExpiresAt);
  return {
    bearer_token: await issue(db, 'bearer', staffId, loginId, bearerExpires, now),
    refresh_token: await issue(db, 'refresh', staffId, loginId, refreshExpires, now),
    expire_in: Math.round((bearerExpires - now) / 1000),
  };
}

/** A new login: its first bearer and refresh tokens. */
export async function startLogin(db: Db, staffId: string, now = Date.now()): Promise<StaffTokens> {
  const loginId = newId();
  const expiresAt = now + LOGIN_MAX_MS;
  await db
    .insertInto('staff_logins')
    .values({
      id: loginId,
      staff_id: staffId,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      revoke_reason: null,
    })
    .execute();
  return issuePair(db, staffId, loginId, expiresAt, now);
}

/** Marks the matching live logins ended; one already ended keeps its first reason. */
async function endWhere(
  db: Db,
  column: 'id' | 'staff_id',
  value: string,
  reason: string,
  now: number,
) {
  await db
    .updateTable('staff_logins')
    .set({ revoked_at: now, revoke_reason: reason })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

export const endLogin = (db: Db, loginId: string, reason: string, now = Date.now()) =>
  endWhere(db, 'id', loginId, reason, now);

/** Ends every login of a member of staff (disabled, or a new password). */
export const endStaffLogins = (db: Db, staffId: string, reason: string, now = Date.now()) =>
  endWhere(db, 'staff_id', staffId, reason, now);

/**
 * Ends every other login of a member of staff, keeping the one making the change (their own
 * second factor changed: a session opened before, perhaps by someone else, must prove it again).
 */
export async function endOtherStaffLogins(
  db: Db,
  staffId: string,
  keepLoginId: string | undefined,
  reason: string,
  now = Date.now(),
) {
  let query = db
    .updateTable('staff_logins')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (keepLoginId) query = query.where('id', '!=', keepLoginId);
  await query.execute();
}

function findLiveLogin(db: Db, loginId: string, now: number) {
  return db
    .selectFrom('staff_logins')
    .selectAll()
    .where('id', '=', loginId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Ends the login's live bearer tokens at once: after a refresh only the new one works, so a
 * bearer token that leaked is worth no more than the time until the console's next refresh.
 */
async function revokeBearers(db: Db, loginId: string, now: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ expires_at: now })
    .where('login_id', '=', loginId)
    .where('kind', '=', 'bearer')
    .where('expires_at', '>', now)
    .execute();
}

export type RefreshOutcome =
  | { status: 'ok'; tokens: StaffTokens; staffId: string }
  | { status: 'invalid' }
  | { status: 'reused'; staffId: string };

/**
 * Rotates a refresh token: it is spent by a conditional update, so of two concurrent uses one
 * wins; presenting a spent one means it was copied, and the whole login ends (both holders are
 * sent back to the login screen).
 */
export async function refreshLogin(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<RefreshOutcome> {
  const hash = sha256(token);
  const row = await db
    .selectFrom('staff_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('kind', '=', 'refresh')
    .executeTakeFirst();
  if (!row || !row.login_id) return { status: 'invalid' };
  if (row.used_at !== null) {
    await endLogin(db, row.login_id, 'reuse', now);
    return { status: 'reused', staffId: row.staff_id };
  }
  const spent = await spendOnce(db, hash, now);
  if (!spent) {
    await endLogin(db, row.login_id, 'reuse', now);
    return { status: 'reused', staffId: row.staff_id };
  }
  const login = await findLiveLogin(db, row.login_id, now);
  const staff = await findStaffById(db, row.staff_id);
  if (!login || row.expires_at <= now || !staff || staff.disabled_at !== null) {
    return { status: 'invalid' };
  }
  await revokeBearers(db, login.id, now);
  return {
    status: 'ok',
    tokens: await issuePair(db, staff.id, login.id, login.expires_at, now),
    staffId: staff.id,
  };
}

export interface StaffPrincipal {
  staff: StaffRow;
  loginId: string;
}

/**
 * The member of staff behind a bearer token, if it is live, its login too, and they are active.
 * Every /admin/ request asks, so it is one query (token, login and account joined).
 */
export async function resolveBearer(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<StaffPrincipal | undefined> {
  const row = await db
    .selectFrom('staff_tokens as t')
    .innerJoin('staff_logins as l', 'l.id', 't.login_id')
    .innerJoin('staff as s', 's.id', 't.staff_id')
    .selectAll('s')
    .select('l.id as login_id')
    .where('t.token_hash', '=', sha256(token))
    .where('t.kind', '=', 'bearer')
    .where('t.expires_at', '>', now)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('s.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { login_id: loginId, ...staff } = row;
  return { staff, loginId };
}

/** An invitation to set a first password, valid for three days, usable once. */
export function issueInvite(db: Db, staffId: string, now = Date.now()): Promise<string> {
  return issue(db, 'invite', staffId, null, now + 3 * 24 * 3600_000, now);
}

/** Spends an invitation token; answers whose it was, or nothing when unknown, used or expired. */
export async function spendInvite(db: Db, token: string, now = Date.now()) {
  const hash = sha256(token);
  const row = await db
    .selectFrom('staff_tokens')
    .select(['staff_id', 'expires_at'])
    .where('token_hash', '=', hash)
    .where('kind', '=', 'invite')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  const spent = await spendOnce(db, hash, now);
  return spent ? row.staff_id : undefined;
}

/** Marks a token used, if no one did first: true for the one caller that did it. */
async function spendOnce(db: Db, hash: string, now: number): Promise<boolean> {
  const spent = await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** The mfa_token of a login whose password was right (DESIGN.md "Staff second factor"). */
export function issueMfaToken(
  db: Db,
  staffId: string,
  kind: MfaTokenKind,
  now = Date.now(),
): Promise<string> {
  return issue(db, kind, staffId, null, now + MFA_TOKEN_TTL_MS, now);
}

/** Whose live mfa_token of that kind it is (unused, unexpired, an active account), if any. */
export async function findMfaToken(db: Db, token: string, kind: MfaTokenKind, now = Date.now()) {
  return db
    .selectFrom('staff_tokens as t')
    .innerJoin('staff as s', 's.id', 't.staff_id')
    .selectAll('s')
    .where('t.token_hash', '=', sha256(token))
    .where('t.kind', '=', kind)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('s.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Spends an mfa_token; false when another request spent it first. */
export function spendMfaToken(db: Db, token: string, now = Date.now()): Promise<boolean> {
  return spendOnce(db, sha256(token), now);
}

/** When a login began: a second factor checked then is still fresh for a few minutes. */
export async function loginStartedAt(db: Db, loginId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('staff_logins')
    .select('created_at')
    .where('id', '=', loginId)
    .executeTakeFirst();
  return row ? Number(row.created_at) : undefined;
}

/** Whose refresh token it is, spent or not (the second factor's check before a refresh). */
export async function refreshTokenOwner(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_tokens')
    .select('staff_id')
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'refresh')
    .executeTakeFirst();
  return row?.staff_id;
}

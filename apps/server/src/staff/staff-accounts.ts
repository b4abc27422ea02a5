import crypto from 'node:crypto';
import type { Staff, StaffRole } from '@app/contract/calls/staff';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../sessions/passwords.ts';
import { newId } from '../sessions/tokens.ts';
import { insertStaff, toStaff, updateStaff } from './staff-repository.ts';
import { endStaffLogins, issueInvite } from './staff-tokens.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SPEC's inviteCode rule (6-16 letters and digits): 8 characters without look-alikes. */
export function newInviteCode(): string {
  return Array.from(
    { length: 8 },
    () => INVITE_ALPHABET[crypto.randomInt(INVITE_ALPHABET.length)],
  ).join('');
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password an admin hands over once (staff:reset-password): 16 characters of SPEC's hwpwd
 * alphabet (about 92 bits), drawn again until it has both a letter and a digit as hwpwd requires.
 */
export function newStaffPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 16 },
      () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  /** Without one, the answer carries an invitation token to set it. */
  password?: string;
  inviteCode?: string;
}

/** Creates a member of staff: with a password, or with an invitation to set one. */
export async function createStaff(db: Db, input: NewStaff, now = Date.now()) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return insertNewStaff(db, { ...input, passwordHash }, now);
}

/**
 * createStaff with the password already hashed: scrypt takes a while, so callers that write in a
 * transaction hash first and do not hold the transaction (SQLite's one writer) meanwhile.
 */
export async function insertNewStaff(
  db: Db,
  input: Omit<NewStaff, 'password'> & { passwordHash: string | null },
  now = Date.now(),
): Promise<{ staff: Staff & { inviteCode: string }; invitation?: string }> {
  const row = await insertStaff(db, {
    id: newId(),
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: input.passwordHash,
    invite_code: input.inviteCode ?? newInviteCode(),
    created_at: now,
  });
  const staff = { ...toStaff(row), inviteCode: row.invite_code };
  if (input.passwordHash) return { staff };
  return { staff, invitation: await issueInvite(db, row.id, now) };
}

/** A new password ends every login of that member of staff. */
export async function setStaffPassword(
  db: Db,
  staffId: string,
  password: string,
  now = Date.now(),
) {
  await setStaffPasswordHash(db, staffId, await hashPassword(password), now);
}

/** setStaffPassword with the password already hashed (see insertNewStaff). */
export async function setStaffPasswordHash(
  db: Db,
  staffId: string,
  passwordHash: string,
  now = Date.now(),
) {
  await updateStaff(db, staffId, { password_hash: passwordHash }, now);
  await endStaffLogins(db, staffId, 'password', now);
}

/** Disabling ends every login at once; enabling lets them log in again. */
export async function setStaffDisabled(
  db: Db,
  staffId: string,
  disabled: boolean,
  now = Date.now(),
) {
  await updateStaff(db, staffId, { disabled_at: disabled ? now : null }, now);
  if (disabled) await endStaffLogins(db, staffId, 'disabled', now);
}

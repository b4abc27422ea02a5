import type { StaffCreate, StaffPatch, StaffQuery } from '@app/contract/admin/staff-schemas';
import type { StaffRole } from '@app/contract/calls/staff';
import type { Language } from '@app/contract/codes';
import { BodyCode } from '@app/contract/codes';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Changes } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';
import { mailKinds, staffLinkMail } from '../../notify/mail/mails.ts';
import { enqueueAwaitedMail } from '../../notify/mail/outbox.ts';
import { mailedNow } from '../../notify/mail/outbox-worker.ts';
import { securityEvent } from '../../security/events.ts';
import { hashPassword } from '../../sessions/passwords.ts';
import {
  insertNewStaff,
  newStaffPassword,
  setStaffDisabled,
  setStaffPasswordHash,
} from '../../staff/staff-accounts.ts';
import * as repo from '../../staff/staff-repository.ts';
import type { StaffRow } from '../../staff/staff-repository.ts';
import { requireRole } from './access.ts';
import type { StaffCtx } from './access.ts';
import { invitationLink } from './staff-invitation.ts';
import { toIso } from '../../db/time.ts';

/**
 * Staff accounts, kept by admins (DESIGN.md "The handheld site"). Every change is written with
 * its audit entry in one transaction; passwords never reach the log, only that one was set.
 */
export function toStaffAccount(row: StaffRow) {
  return {
    ...repo.toStaff(row),
    inviteCode: row.invite_code,
    disabled: row.disabled_at !== null,
    createdAt: toIso(row.created_at),
  };
}

const refused = (key: string) => new AppError(BodyCode.invalid, key);
const emailTaken = () => new AppError(BodyCode.conflict, 'admin.staffEmailTaken');

/** Auditors read everything (DESIGN.md), so they see the staff list too; only admins change it. */
export async function listStaffAccounts(ctx: StaffCtx, query: StaffQuery) {
  requireRole(ctx.access, 'admin', 'auditor');
  const { rows, total } = await repo.pageStaff(ctx.db, query);
  return { list: rows.map(toStaffAccount), total, page: query.page, size: query.size };
}

async function audit(
  ctx: StaffCtx,
  trx: Db,
  action: string,
  id: string,
  changes: Changes,
  now: number,
) {
  await recordAudit(
    trx,
    { actor: ctx.access.actor, action, objectType: 'staff', objectId: id, changes },
    now,
  );
}

export async function createStaffAccount(
  ctx: StaffCtx,
  input: StaffCreate & { lang: Language },
  now = Date.now(),
) {
  requireRole(ctx.access, 'admin');
  // A clear answer in the usual case; the unique index still decides between two racing admins.
  if (await repo.findStaffByEmail(ctx.db, input.email)) throw emailTaken();
  // Hashed before the transaction: scrypt is slow and SQLite has one writer.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const { email, name, role } = input;
  const created = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const made = await insertNewStaff(trx, { email, name, role, passwordHash }, now);
      const after = { email, name, role, inviteCode: made.staff.inviteCode, disabled: false };
      const changes: Changes = Object.fromEntries(
        Object.entries(after).map(([key, value]) => [key, { before: null, after: value }]),
      );
      changes.password = { before: null, after: passwordHash ? '(set)' : '(invited)' };
      await audit(ctx, trx, 'create', made.staff.id, changes, now);
      if (!made.invitation) return { staff: made.staff, link: null, mailId: null };
      // The invitation is queued with its token: both commit, or neither.
      const link = invitationLink(ctx, made.invitation);
      const mail = staffLinkMail(input.lang, 'staffInvitation', name, link);
      const language = input.lang;
      const kind = mailKinds.staffInvitation;
      const mailId = await enqueueAwaitedMail(trx, { to: email, kind, language, ...mail }, now);
      return { staff: made.staff, link, mailId };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  const row = await repo.findStaffById(ctx.db, created.staff.id);
  if (!row) throw notFound();
  const staff = toStaffAccount(row);
  const { link, mailId } = created;
  if (mailId === null) return { staff, mailed: false, link: null };
  // Not mailed at the first try: the worker tries again, and the route answers the link for the
  // admin to pass on another way meanwhile.
  return { staff, mailed: await mailedNow(ctx, mailId), link };
}

/** Role and disabled, each changed only when it differs; an admin cannot lock themselves out. */
export async function updateStaffAccount(
  ctx: StaffCtx,
  id: string,
  patch: StaffPatch,
  now = Date.now(),
) {
  requireRole(ctx.access, 'admin');
  if (ctx.access.actor.id === id) {
    if (patch.disabled === true) throw refused('admin.selfDisable');
    if (patch.role !== undefined && patch.role !== 'admin') throw refused('admin.selfDemote');
  }
  const changes = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findStaffById(trx, id);
    if (!row) throw notFound();
    const changes: Changes = {};
    if (patch.role !== undefined && patch.role !== row.role) {
      // Takes effect at the next request: the guard reads the role behind each bearer token.
      await repo.updateStaff(trx, id, { role: patch.role }, now);
      changes.role = { before: row.role, after: patch.role };
    }
    const wasDisabled = row.disabled_at !== null;
    if (patch.disabled !== undefined && patch.disabled !== wasDisabled) {
      await setStaffDisabled(trx, id, patch.disabled, now);
      changes.disabled = { before: wasDisabled, after: patch.disabled };
    }
    if (Object.keys(changes).length > 0) await audit(ctx, trx, 'update', id, changes, now);
    return changes;
  });
  if (ctx.log && (changes.role || changes.disabled)) {
    const reason = Object.entries(changes)
      .map(([field, { before, after }]) => `${field} ${String(before)} -> ${String(after)}`)
      .join(', ');
    securityEvent(ctx.log, 'staff.role', {
      account: id,
      actor: ctx.access.actor.id ?? ctx.access.actor.name,
      ip: ctx.ip,
      reason,
    });
  }
  const row = await repo.findStaffById(ctx.db, id);
  if (!row) throw notFound();
  return toStaffAccount(row);
}

async function staffByEmail(db: Db, email: string): Promise<StaffRow> {
  const row = await repo.findStaffByEmail(db, email);
  if (!row) throw new AppError(BodyCode.notFound, 'admin.staffNotFound');
  return row;
}

/** The CLI's `staff:role <email> <role>`. */
export async function setStaffRoleByEmail(ctx: StaffCtx, email: string, role: StaffRole) {
  return updateStaffAccount(ctx, (await staffByEmail(ctx.db, email)).id, { role });
}

/**
 * An admin sets someone's password (the CLI's `staff:reset-password`); without one given, a
 * strong one is made and answered once. Their logins end, as with any new password, and they are
 * mailed that it changed.
 */
export async function resetStaffPassword(
  ctx: StaffCtx,
  email: string,
  given?: string,
  lang: Language = 'en-US',
  now = Date.now(),
) {
  requireRole(ctx.access, 'admin');
  const row = await staffByEmail(ctx.db, email);
  const password = given ?? newStaffPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await setStaffPasswordHash(trx, row.id, passwordHash, now);
    const before = row.password_hash === null ? null : '(set)';
    await audit(
      ctx,
      trx,
      'resetPassword',
      row.id,
      { password: { before, after: '(changed)' } },
      now,
    );
    await queueAccountChangeMail(trx, { ...row, language: lang }, 'password', 'staff', now);
  });
  return { staff: toStaffAccount(row), ...(given === undefined ? { password } : {}) };
}

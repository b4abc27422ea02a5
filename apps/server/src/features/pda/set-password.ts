import { staffNewPassword } from '@app/contract/calls/staff';
import type { Language } from '@app/contract/codes';
import { BodyCode } from '@app/contract/codes';
import * as z from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/define-call.ts';
import { queueAccountChangeMail } from '../../notify/mail/account-change-mail.ts';
import { hashPassword } from '../../sessions/passwords.ts';
import { decryptPassword, siteKey } from '../../staff/rsa-key.ts';
import { setStaffPasswordHash } from '../../staff/staff-accounts.ts';
import { findStaffById } from '../../staff/staff-repository.ts';
import { spendInvite } from '../../staff/staff-tokens.ts';

const newPassword = z.object({ password: staffNewPassword });

/**
 * pda/site/setPassword: an invited member of staff sets their password with the mailed token.
 * The password is checked (hwpwd, 8 or more, not a common one) before the token is spent, so a refused password leaves the
 * link usable; the token is spent, the password set and the audit entry written together.
 */
export async function setPasswordWithInvitation(
  db: Db,
  bits: number,
  input: { token: string; password: string },
  lang: Language,
  now = Date.now(),
): Promise<{ staffId: string; changed: boolean }> {
  const password = decryptPassword(await siteKey(db, bits), input.password);
  if (password === undefined) throw new AppError(BodyCode.invalid, 'error.pdaEncryption');
  parseInput(newPassword, { password }, lang);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const staffId = await spendInvite(trx, input.token, now);
    const staff = staffId ? await findStaffById(trx, staffId) : undefined;
    // A disabled account's invitation is as good as none (the spend rolls back with the refusal).
    if (!staff || staff.disabled_at !== null) {
      throw new AppError(BodyCode.invalid, 'error.invitationInvalid');
    }
    await setStaffPasswordHash(trx, staff.id, passwordHash, now);
    await recordAudit(
      trx,
      {
        actor: { type: 'staff', id: staff.id, name: staff.name },
        action: 'setPassword',
        objectType: 'staff',
        objectId: staff.id,
        changes: {
          password: { before: staff.password_hash === null ? null : '(set)', after: '(set)' },
        },
      },
      now,
    );
    // A password link replaced one they had: tell them, in case it was not them who used it.
    const changed = staff.password_hash !== null;
    if (changed) {
      await queueAccountChangeMail(trx, { ...staff, language: lang }, 'password', 'staff', now);
    }
    return { staffId: staff.id, changed };
  });
}

import { mailKinds } from '@app/contract/calls/mail-preferences';
import type { MailKind, MailPreference } from '@app/contract/calls/mail-preferences';
import type { Db } from '../../db/database.ts';
import { setMailPreference } from '../../notify/mail/preferences-repository.ts';

/** user/mailPreferences: every kind, on unless the member turned it off (one query). */
export async function mailPreferences(db: Db, memberId: string): Promise<MailPreference[]> {
  const rows = await db
    .selectFrom('mail_preferences')
    .select(['kind', 'enabled'])
    .where('member_id', '=', memberId)
    .execute();
  const off = new Set(rows.filter((row) => row.enabled !== 1).map((row) => row.kind));
  return mailKinds.map((kind) => ({ kind, enabled: !off.has(kind) }));
}

/** user/saveMailPreference: one kind on or off, for the caller only; answers the new list. */
export async function saveMailPreference(
  db: Db,
  memberId: string,
  input: { kind: MailKind; enabled: boolean },
): Promise<MailPreference[]> {
  await setMailPreference(db, memberId, input.kind, input.enabled);
  return mailPreferences(db, memberId);
}

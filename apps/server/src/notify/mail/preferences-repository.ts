import type { Db } from '../../db/database.ts';

/**
 * Which kinds of mail a member wants. No row means yes: a member turns a kind off, and on again,
 * with one row each. `executor` is the database or the caller's transaction.
 */
export async function isMailEnabled(executor: Db, memberId: string, kind: string) {
  const row = await executor
    .selectFrom('mail_preferences')
    .select('enabled')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row === undefined || row.enabled === 1;
}

export async function setMailPreference(
  executor: Db,
  memberId: string,
  kind: string,
  enabled: boolean,
  now = Date.now(),
): Promise<void> {
  const value = enabled ? 1 : 0;
  await executor
    .insertInto('mail_preferences')
    .values({ member_id: memberId, kind, enabled: value, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind']).doUpdateSet({ enabled: value, updated_at: now }),
    )
    .execute();
}

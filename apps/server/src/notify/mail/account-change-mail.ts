import { pickLanguage } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { accountChangeMail } from './mails.ts';
import { enqueueMail } from './outbox.ts';

/**
 * The mail that tells the owner of an account that its password or its second factor changed
 * (issue 34): whoever did it, the owner hears of it, and a change they did not make is a call to
 * act. Queued in the outbox inside the change's own transaction, so it is sent exactly when the
 * change commits, and it is not one of the kinds a member can turn off.
 */
export type AccountChange = 'password' | 'secondFactor';
/** Whose account: the advice differs (a member resets it themselves, staff ask an admin). */
export type AccountHolder = 'member' | 'staff';

export interface AccountOwner {
  email: string;
  name: string;
  /** The owner's language; anything else (an unknown stored value) falls back to zh-CN. */
  language: string;
}

/**
 * Queues the mail in `executor` (the transaction of the change). The second-factor work calls it
 * with 'secondFactor' when a factor is enrolled, removed or reset.
 */
export async function queueAccountChangeMail(
  executor: Db,
  owner: AccountOwner,
  change: AccountChange,
  holder: AccountHolder,
  now = Date.now(),
): Promise<void> {
  const language = pickLanguage(owner.language, 'zh-CN');
  const mail = accountChangeMail(language, owner, change, holder, now);
  await enqueueMail(
    executor,
    { to: owner.email, kind: `security.${change}`, language, ...mail },
    now,
  );
}

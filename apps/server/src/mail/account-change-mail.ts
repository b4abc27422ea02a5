import type { Language } from '@app/contract/codes';
import { languages } from '@app/contract/codes';
import { translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';
import type { Db } from '../db/database.ts';
import { mailPage, paragraph } from './html-page.ts';
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

export const accountChangeMessages = {
  'mail.accountChange.password.subject': {
    'zh-CN': '您的账号密码已更改',
    'en-US': 'The password of your account was changed',
  },
  'mail.accountChange.password.body': {
    'zh-CN': '您账号（{{email}}）的密码已于 {{at}}（UTC）更改。',
    'en-US': 'The password of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.secondFactor.subject': {
    'zh-CN': '您账号的两步验证已更改',
    'en-US': 'The second factor of your account was changed',
  },
  'mail.accountChange.secondFactor.body': {
    'zh-CN': '您账号（{{email}}）的两步验证方式已于 {{at}}（UTC）更改。',
    'en-US': 'The second factor of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.greeting': { 'zh-CN': '{{name}}，您好：', 'en-US': 'Hello {{name}},' },
  'mail.accountChange.member': {
    'zh-CN': '如果这是您本人的操作，无需处理。如果不是，请立即通过"忘记密码"重设密码，并联系我们。',
    'en-US':
      'If it was you, there is nothing to do. If not, reset your password at once with "Forgot password" and contact us.',
  },
  'mail.accountChange.staff': {
    'zh-CN': '如果这是您本人的操作，无需处理。如果不是，请立即联系管理员停用账号并重设密码。',
    'en-US':
      'If it was you, there is nothing to do. If not, ask an administrator at once to disable the account and send you a new password link.',
  },
} satisfies Catalog;

type Key = keyof typeof accountChangeMessages;
const text = (key: Key, lang: Language, params?: Record<string, unknown>) =>
  translate(accountChangeMessages, key, lang, params);

export interface AccountOwner {
  email: string;
  name: string;
  /** The owner's language; anything else (an unknown stored value) falls back to zh-CN. */
  language: string;
}

/** The mail itself, in the owner's language. */
export function accountChangeMail(
  owner: AccountOwner,
  change: AccountChange,
  holder: AccountHolder,
  now: number,
) {
  const lang: Language = (languages as readonly string[]).includes(owner.language)
    ? (owner.language as Language)
    : 'zh-CN';
  const at = new Date(now).toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    text('mail.accountChange.greeting', lang, { name: owner.name }),
    text(`mail.accountChange.${change}.body`, lang, { email: owner.email, at }),
    text(`mail.accountChange.${holder}`, lang),
  ];
  return {
    lang,
    subject: text(`mail.accountChange.${change}.subject`, lang),
    text: lines.join('\n\n'),
    html: mailPage(lines.map(paragraph)),
  };
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
  const mail = accountChangeMail(owner, change, holder, now);
  await enqueueMail(
    executor,
    {
      to: owner.email,
      kind: `security.${change}`,
      language: mail.lang,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    },
    now,
  );
}

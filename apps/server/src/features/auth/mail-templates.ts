import type { Language } from '@app/contract/codes';
import { translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';
import { escapeHtml, mailPage, paragraph } from '../../mail/html-page.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { CodePurpose } from './email-codes-repository.ts';

/**
 * The auth mails in both languages. `satisfies Catalog` makes a missing translation a type error.
 * The code also stands in the subject: it shows in a phone's notification, and tests over a real
 * SMTP peer can read it without a MIME parser.
 */
export const authMailMessages = {
  'mail.code.subject': {
    'zh-CN': '您的验证码 {{code}}',
    'en-US': 'Your verification code {{code}}',
  },
  'mail.code.intro': { 'zh-CN': '您的验证码是：', 'en-US': 'Your verification code is:' },
  'mail.code.register': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码完成注册。',
    'en-US': 'Use it within {{minutes}} minutes to complete your registration.',
  },
  'mail.code.forget': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码重置密码。',
    'en-US': 'Use it within {{minutes}} minutes to reset your password.',
  },
  'mail.code.login': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码登录。',
    'en-US': 'Use it within {{minutes}} minutes to log in.',
  },
  'mail.code.ignore': {
    'zh-CN': '如果这不是您本人的操作，请忽略此邮件；没有验证码，任何资料都不会被更改。',
    'en-US': 'If you did not ask for it, ignore this e-mail: nothing changes without the code.',
  },
  'mail.registered.subject': { 'zh-CN': '您已注册过账号', 'en-US': 'You already have an account' },
  'mail.registered.body': {
    'zh-CN':
      '有人（也许是您）尝试用此邮箱注册，但该邮箱已有账号。如果是您本人，请直接登录，或通过"忘记密码"重置密码；如果不是，请忽略此邮件。',
    'en-US':
      'Someone, perhaps you, tried to register with this e-mail address, but it already has an account. If it was you, log in, or reset your password with "Forgot password". If not, ignore this e-mail.',
  },
  'mail.noAccount.subject': { 'zh-CN': '重置密码请求', 'en-US': 'Password reset request' },
  'mail.noAccount.body': {
    'zh-CN':
      '有人（也许是您）请求重置此邮箱对应账号的密码，但没有账号使用此邮箱。如果是您本人，您可能用了其他邮箱注册，也可以现在注册；如果不是，请忽略此邮件。',
    'en-US':
      'Someone, perhaps you, asked to reset the password of an account with this e-mail address, but no account uses it. If it was you, you may have registered with another address, or you can register now. If not, ignore this e-mail.',
  },
} satisfies Catalog;

type MailKey = keyof typeof authMailMessages;

const text = (key: MailKey, lang: Language, params?: Record<string, unknown>) =>
  translate(authMailMessages, key, lang, params);

export function codeMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  minutes: number,
  lang: Language,
): MailMessage {
  const intro = text('mail.code.intro', lang);
  const use = text(`mail.code.${purpose}`, lang, { minutes });
  const ignore = text('mail.code.ignore', lang);
  const codeBlock = `<p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(code)}</strong></p>`;
  return {
    to,
    subject: text('mail.code.subject', lang, { code }),
    text: [intro, code, use, ignore].join('\n\n'),
    html: mailPage([paragraph(intro), codeBlock, paragraph(use), paragraph(ignore)]),
  };
}

/** Sent instead of a code when the address asking to register already has an account. */
export function alreadyRegisteredMail(to: string, lang: Language): MailMessage {
  const body = text('mail.registered.body', lang);
  return {
    to,
    subject: text('mail.registered.subject', lang),
    text: body,
    html: mailPage([paragraph(body)]),
  };
}

/** Sent instead of a code when nobody has an account under the address asking for a reset. */
export function noAccountMail(to: string, lang: Language): MailMessage {
  const body = text('mail.noAccount.body', lang);
  return {
    to,
    subject: text('mail.noAccount.subject', lang),
    text: body,
    html: mailPage([paragraph(body)]),
  };
}

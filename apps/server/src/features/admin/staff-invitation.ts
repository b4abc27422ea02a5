import type { Language } from '@app/contract/codes';
import type { AdminCtx } from './access.ts';
import { defaultBaseUrl } from './link-service.ts';

/**
 * The invitation a new member of staff receives when no password was given: a link to the
 * console's set-password screen (served at /pda/, hash router) carrying the single-use token,
 * under PUBLIC_URL: a caller can never make official mail point elsewhere.
 */
export function invitationLink(ctx: AdminCtx, token: string): string {
  const base = defaultBaseUrl(ctx).replace(/\/+$/, '');
  return `${base}/pda/#/set-password?token=${encodeURIComponent(token)}`;
}

export function invitationMail(lang: Language, name: string, link: string) {
  if (lang === 'zh-CN') {
    return {
      subject: '请设置您的员工账号密码',
      text: `${name}，您好：\n\n您已获邀使用经纪后台。请在 3 天内打开以下链接设置密码（仅可使用一次）：\n${link}\n\n如非本人操作，请忽略此邮件。`,
    };
  }
  return {
    subject: 'Set the password of your staff account',
    text: `Hello ${name},\n\nYou have been invited to the back office. Open this link within 3 days to set your password (it works once):\n${link}\n\nIf you did not expect this, please ignore this e-mail.`,
  };
}

/** A password link sent by an admin to someone who forgot theirs: the same page, other words. */
export function passwordLinkMail(lang: Language, name: string, link: string) {
  if (lang === 'zh-CN') {
    return {
      subject: '重设您的员工账号密码',
      text: `${name}，您好：\n\n管理员为您发送了重设密码的链接。请在 3 天内打开以下链接设置新密码（仅可使用一次）：\n${link}\n\n如非本人需要，请忽略此邮件，原密码仍然有效。`,
    };
  }
  return {
    subject: 'Reset the password of your staff account',
    text: `Hello ${name},\n\nAn administrator sent you a link to set a new password. Open it within 3 days (it works once):\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.`,
  };
}

import type { AdminCtx } from './access.ts';
import { defaultBaseUrl } from './link-service.ts';

/**
 * The link an invitation or password-link mail carries (notify/mail/mails.ts staffLinkMail):
 * the console's set-password screen (served at /pda/, hash router) with the single-use token,
 * under PUBLIC_URL: a caller can never make official mail point elsewhere.
 */
export function invitationLink(ctx: AdminCtx, token: string): string {
  const base = defaultBaseUrl(ctx).replace(/\/+$/, '');
  return `${base}/pda/#/set-password?token=${encodeURIComponent(token)}`;
}

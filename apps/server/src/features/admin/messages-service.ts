import { notFound } from '../../http/app-error.ts';
import type { StaffCtx } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import { businessExists } from './business-repository.ts';
import { messagesOfBusiness } from './messages-repository.ts';
import { toIso } from '../../db/time.ts';

/**
 * GET /admin/businesses/:id/messages: what the members of a business were told and whether the
 * e-mail went out (queued, sending, sent: a mail server accepted it, failed; none when the member
 * turned that kind off).
 * Whoever may read the business may read this: agents only within their book (404 outside).
 */
export async function listBusinessMessages(ctx: StaffCtx, businessId: string) {
  await ensureInBook(ctx.db, ctx.access, 'business', businessId);
  if (!(await businessExists(ctx.db, businessId))) throw notFound();
  const rows = await messagesOfBusiness(ctx.db, businessId);
  // Without SMTP_URL a mail is only written to DATA_DIR/outbox: no mail server accepted it, so it
  // stays "queued" for staff (issue 36: the console said delivered with no mail server).
  const delivered = (status: string | null) =>
    status === 'sent' && !ctx.config.smtpUrl ? 'queued' : (status ?? 'queued');
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: { zhCN: row.title_zh, zhHK: row.title_hk, enUS: row.title_en },
      at: toIso(row.created_at) ?? '',
      member: row.member_id
        ? { id: row.member_id, name: row.member_name ?? '', email: row.member_email ?? '' }
        : null,
      mail:
        row.mail_id === null
          ? null
          : {
              status: delivered(row.mail_status),
              attempts: Number(row.mail_attempts ?? 0),
              lastError: row.mail_error,
              sentAt: delivered(row.mail_status) === 'sent' ? toIso(row.mail_sent_at) : null,
              language: row.mail_language,
            },
    })),
  };
}

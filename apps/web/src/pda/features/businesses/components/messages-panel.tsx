import { useTranslation } from '../../../../i18n/use-translation';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useBusinessMessages } from '../api/use-businesses';
import type { BusinessMessage } from '@app/contract/admin/api/businesses';
import { noticeTextIn } from '@app/contract/admin/api/notices';
import { Card } from '../../../kit/detail/card';

/** How the e-mail of a message fared: none, queued, sending, delivered (when), failed (why). */
function MailState({ mail }: { mail: BusinessMessage['mail'] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  if (mail === null) return <span className="console-tag">{t('pda.messages.mail.none')}</span>;
  return (
    <>
      <span className={`console-tag console-tag--${mail.status}`} data-testid="mail-status">
        {t(`pda.messages.mail.${mail.status}`, { at: dateTime(mail.sentAt) })}
      </span>
      {mail.attempts > 1 && (
        <span className="console-tag">{t('pda.messages.attempts', { count: mail.attempts })}</span>
      )}
      {mail.lastError && mail.status !== 'sent' && (
        <span className="console-note">
          {t('pda.messages.lastError', { error: mail.lastError })}
        </span>
      )}
    </>
  );
}

/** The business's "Messages": each notice its members were told, newest first, with its e-mail. */
export function MessagesPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { language, dateTime } = useFormat();
  const query = useBusinessMessages(businessId);
  return (
    <Card titleId="messages-title" title={t('pda.messages.title')} note={t('pda.messages.hint')}>
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.messages.empty')}
      >
        {(data) => (
          <ul className="console-list messages-list" aria-label={t('pda.messages.listLabel')}>
            {data.list.map((message) => (
              <li key={message.id} className="console-list__item" data-testid="business-message">
                <p className="console-list__title">{noticeTextIn(message.title, language)}</p>
                <p className="console-list__tags">
                  <span className="console-tag">{t(`pda.messages.kind.${message.kind}`)}</span>
                  <span>
                    {t('pda.messages.to', {
                      member: message.member
                        ? message.member.name || message.member.email
                        : t('pda.messages.everyone'),
                    })}
                  </span>
                  <time dateTime={message.at}>{dateTime(message.at)}</time>
                </p>
                <p className="console-list__tags">
                  <MailState mail={message.mail} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

import { useTranslation } from '../../../../i18n/use-translation';
import type { ChangeRequest } from '@app/contract/admin/api/reservations';
import { useFormat } from '../../../lib/format';
import { Card } from '../../../kit/detail/card';

/**
 * The changes last asked of the member: what reopened, the note, when, and for each part whether
 * the member has changed it since (judged as the member's own overview judges it, issue 36).
 */
export function ChangeRequestNotice({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const answered = request.answered ?? { sections: [], uploads: [] };
  const parts = [
    ...request.sections.map((s) => ({
      key: s,
      name: t(`section.${s}`),
      done: answered.sections.includes(s),
    })),
    ...request.uploads.map((k) => ({
      key: k,
      name: t(`field.${k}`),
      done: answered.uploads.includes(k),
    })),
  ];
  return (
    <Card
      titleId="change-request-title"
      title={<>{t('pda.review.lastRequest', { at: dateTime(request.at) })}</>}
      className="console-card--notice"
    >
      <ul className="console-parts" data-testid="change-request-parts">
        {parts.map((part) => (
          <li key={part.key} data-part={part.key} data-answered={part.done}>
            {part.name}{' '}
            <span
              className={`console-tag${part.done ? ' console-tag--accepted' : ' console-tag--changesRequested'}`}
            >
              {t(part.done ? 'pda.review.partUpdated' : 'pda.review.partWaiting')}
            </span>
          </li>
        ))}
      </ul>
      <p className="console-note">{request.note}</p>
      <p className="console-note" data-testid="change-request-state">
        {t(request.complete ? 'pda.review.allAnswered' : 'pda.review.waitingForMember')}
      </p>
    </Card>
  );
}

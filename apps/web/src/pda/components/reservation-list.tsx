import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { ReservationSummary } from '@app/contract/admin/api/reservations';
import { useFormat } from '../lib/format';
import { consolePaths } from '../lib/paths';
import { SelectBox } from './desk/select-box';
import type { Selection } from './desk/select-box';

/** Reservations as rows that open the reservation: who, what, where it stands, when. */
export function ReservationList({
  items,
  selection,
}: {
  items: readonly ReservationSummary[];
  /** Rows can be chosen for a bulk change (the queue, for writers). */
  selection?: Selection;
}) {
  const { t } = useTranslation();
  const { dateTime, label } = useFormat();
  return (
    <ul className="console-list" data-testid="reservation-list">
      {items.map((item) => {
        const who = item.memberName ?? item.fillerEmail ?? item.creatorEmail ?? item.invitedEmail;
        return (
          <li
            key={item.token}
            className={`console-list__item${selection ? ' console-list__item--selectable' : ''}`}
          >
            {selection && (
              <SelectBox
                name={who ?? item.token}
                checked={selection.selected.has(item.token)}
                onToggle={() => selection.toggle(item.token)}
              />
            )}
            <Link className="console-list__link" to={consolePaths.reservationHref(item.token)}>
              <span className="console-list__title">{who ?? '—'}</span>
              <span className="console-list__meta">
                {label('productType', item.productType)}
                {item.orderNo ? ` · ${item.orderNo}` : ''}
              </span>
              <span className="console-list__tags">
                <span className={`console-tag console-tag--${item.status}`}>
                  {t(`pda.reservationStatus.${item.status}`)}
                </span>
                {item.assigneeName && (
                  <span className="console-tag">
                    {t('pda.desk.assignedTo', { name: item.assigneeName })}
                  </span>
                )}
                {item.review && (
                  <span className={`console-tag console-tag--${item.review}`}>
                    {t(`pda.reviewState.${item.review}`)}
                  </span>
                )}
              </span>
              <span className="console-list__meta">
                {t('pda.reservation.submittedAt', {
                  at: dateTime(item.submittedAt ?? item.createdAt),
                })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

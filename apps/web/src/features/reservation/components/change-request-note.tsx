import { Link } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';
import { StatePanel } from './link-state';

/** The staff's note while changes are requested, above the overview and each reopened form. */
export function ChangeRequestNote({ appointment: reservation }: { appointment: Reservation }) {
  const { t } = useTranslation();
  const request = reservation.changeRequest;
  if (!request) return null;
  return (
    <div
      className="change-request"
      role="status"
      aria-labelledby="change-request-title"
      data-testid="change-request"
    >
      <p id="change-request-title" className="change-request__title">
        {t('appointment.changes.title')}
      </p>
      <p className="change-request__note">{request.note}</p>
    </div>
  );
}

/** A section the staff did not reopen: said so, with the way back. */
export function SectionClosed({ appointment: reservation }: { appointment: Reservation }) {
  const { t } = useTranslation();
  const overview = flowOf(reservation.productType).overview;
  return (
    <StatePanel
      id="section-closed"
      title={t('appointment.changes.closed')}
      hint={t('appointment.changes.closedHint')}
    >
      <Link className="link-state__action" to={paths.appointment.href(overview, reservation.token)}>
        {t('appointment.changes.back')}
      </Link>
    </StatePanel>
  );
}

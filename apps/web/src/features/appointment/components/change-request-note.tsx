import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '@app/contract/calls/appointment';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';

/** The staff's note while changes are requested, above the overview and each reopened form. */
export function ChangeRequestNote({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const request = appointment.changeRequest;
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
export function SectionClosed({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const overview = flowOf(appointment.productType).overview;
  return (
    <section className="link-state" data-testid="section-closed" aria-labelledby="closed-title">
      <h2 id="closed-title" className="link-state__title">
        {t('appointment.changes.closed')}
      </h2>
      <p>{t('appointment.changes.closedHint')}</p>
      <div className="link-state__actions">
        <Link
          className="link-state__action"
          to={paths.appointment.href(overview, appointment.token)}
        >
          {t('appointment.changes.back')}
        </Link>
      </div>
    </section>
  );
}

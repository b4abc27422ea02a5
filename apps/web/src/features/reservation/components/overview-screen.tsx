import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { enumLabel } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { isRequestAnswered } from '../lib/change-request';
import { flowOf } from '../lib/flows';
import { familyOfferOf } from '../lib/use-insured-family';
import { readSubmitErrors } from '../lib/submit-errors';
import { ReservationGate } from './reservation-gate';
import { ReservationScreen, ReservationBody, useLinkToken } from './reservation-screen';
import { FamilyOfferCard } from './family-offer-card';
import { SectionList } from './section-list';

function Overview({
  appointment: reservation,
  refresh,
}: {
  appointment: Reservation;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { state } = useLocation();
  const [toFix] = useState(() => readSubmitErrors(reservation.token));
  const flow = flowOf(reservation.productType);
  // Sent back for changes: ready once every reopened part is answered, not merely saved once.
  const allDone = reservation.changeRequest
    ? isRequestAnswered(reservation)
    : Object.values(reservation.sections).every((state) => state?.completed);
  const hint = reservation.changeRequest
    ? allDone
      ? 'appointment.overview.changesReady'
      : 'appointment.overview.changesHint'
    : allDone
      ? 'appointment.overview.ready'
      : 'appointment.overview.hint';
  return (
    <ReservationBody appointment={reservation} onRefresh={refresh}>
      <FamilyOfferCard offer={familyOfferOf(state)} />
      <p className="overview__product">
        {t('appointment.overview.product', {
          product: enumLabel('productType', reservation.productType, language),
        })}
      </p>
      <SectionList appointment={reservation} toFix={toFix} />
      <p className="overview__hint" data-testid="overview-hint">
        {t(hint)}
      </p>
      <div className="overview__actions">
        <Link
          className="link-button"
          to={paths.appointment.href(flow.tip, reservation.token)}
          data-testid="to-tip"
        >
          {t('appointment.overview.toTip')}
        </Link>
      </div>
    </ReservationBody>
  );
}

/** The overview of every flow; a link opened on another product's overview is sent to its own. */
export function OverviewScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { pathname } = useLocation();
  return (
    <ReservationScreen title={t('appointment.overview.title')} back={paths.business.index}>
      <ReservationGate token={token}>
        {(reservation, refresh) => {
          const overview = flowOf(reservation.productType).overview;
          if (overview !== pathname)
            return <Navigate replace to={paths.appointment.href(overview, token)} />;
          return <Overview appointment={reservation} refresh={refresh} />;
        }}
      </ReservationGate>
    </ReservationScreen>
  );
}

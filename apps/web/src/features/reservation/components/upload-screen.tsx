import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useReservationContract } from '../api/use-reservation-contract';
import { isSectionOpen } from '../lib/change-request';
import { flowOf } from '../lib/flows';
import { ReservationGate, LoadFailed, LoadingSkeleton } from './reservation-gate';
import { ReservationScreen, useLinkToken } from './reservation-screen';
import { ChangeRequestNote, SectionClosed } from './change-request-note';
import { UploadForm } from './upload-form';

/** The upload route of every flow. */
export function UploadScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { pathname } = useLocation();
  const contract = useReservationContract();
  const [today] = useState(() => isoDateToday());
  return (
    <ReservationScreen title={t('section.upload')} className="appointment-screen--form">
      <ReservationGate token={token}>
        {(reservation) => {
          const own = flowOf(reservation.productType).sections.upload;
          if (own && own !== pathname)
            return <Navigate replace to={paths.appointment.href(own, token)} />;
          if (contract.isError) return <LoadFailed onRetry={() => void contract.refetch()} />;
          if (!contract.data) return <LoadingSkeleton label={t('common.loading')} />;
          if (!isSectionOpen(reservation, 'upload'))
            return <SectionClosed appointment={reservation} />;
          return (
            <>
              <ChangeRequestNote appointment={reservation} />
              <UploadForm appointment={reservation} contract={contract.data} today={today} />
            </>
          );
        }}
      </ReservationGate>
    </ReservationScreen>
  );
}

import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';
import { ReservationGate } from './reservation-gate';
import { ReservationScreen, useLinkToken } from './reservation-screen';

/** /pages/appointment/index?token=: opens a shared link and goes on to the product's overview. */
export function LinkScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  return (
    <ReservationScreen title={t('appointment.link.title')} back={paths.business.index}>
      <ReservationGate token={token}>
        {(reservation) => (
          <Navigate
            replace
            to={paths.appointment.href(flowOf(reservation.productType).overview, token)}
          />
        )}
      </ReservationGate>
    </ReservationScreen>
  );
}

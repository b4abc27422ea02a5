import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';
import { AppointmentGate } from './appointment-gate';
import { AppointmentScreen, useLinkToken } from './appointment-screen';

/** /pages/appointment/index?token=: opens a shared link and goes on to the product's overview. */
export function LinkScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  return (
    <AppointmentScreen title={t('appointment.link.title')} back={paths.business.index}>
      <AppointmentGate token={token}>
        {(appointment) => (
          <Navigate
            replace
            to={paths.appointment.href(flowOf(appointment.productType).overview, token)}
          />
        )}
      </AppointmentGate>
    </AppointmentScreen>
  );
}

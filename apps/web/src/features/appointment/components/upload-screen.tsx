import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useAppointmentContract } from '../api/use-appointment-contract';
import { isSectionOpen } from '../lib/change-request';
import { flowOf } from '../lib/flows';
import { AppointmentGate, LoadFailed, LoadingSkeleton } from './appointment-gate';
import { AppointmentScreen, useLinkToken } from './appointment-screen';
import { ChangeRequestNote, SectionClosed } from './change-request-note';
import { UploadForm } from './upload-form';

/** The upload route of every flow. */
export function UploadScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { pathname } = useLocation();
  const contract = useAppointmentContract();
  const [today] = useState(() => isoDateToday());
  return (
    <AppointmentScreen title={t('section.upload')} className="appointment-screen--form">
      <AppointmentGate token={token}>
        {(appointment) => {
          const own = flowOf(appointment.productType).sections.upload;
          if (own && own !== pathname)
            return <Navigate replace to={paths.appointment.href(own, token)} />;
          if (contract.isError) return <LoadFailed onRetry={() => void contract.refetch()} />;
          if (!contract.data) return <LoadingSkeleton label={t('common.loading')} />;
          if (!isSectionOpen(appointment, 'upload'))
            return <SectionClosed appointment={appointment} />;
          return (
            <>
              <ChangeRequestNote appointment={appointment} />
              <UploadForm appointment={appointment} contract={contract.data} today={today} />
            </>
          );
        }}
      </AppointmentGate>
    </AppointmentScreen>
  );
}

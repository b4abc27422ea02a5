import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import { hasSection } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { isSectionOpen } from '../lib/change-request';
import { flowOf, sectionAtPath } from '../lib/flows';
import { AppointmentGate } from './appointment-gate';
import { AppointmentScreen, ReservationBody, useLinkToken } from './appointment-screen';
import { SectionClosed } from './change-request-note';
import { LinkInvalid } from './link-state';
import { SectionForm } from './section-form';

/** Every section form's route (applicant_info, customerInfo, bankInfo, ITA/ITA, ...). */
export function SectionScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { pathname } = useLocation();
  const section = sectionAtPath(pathname);
  const [today] = useState(() => isoDateToday());
  const title = section ? t(`section.${section}`) : t('appointment.link.title');
  return (
    <AppointmentScreen title={title} className="appointment-screen--form">
      <AppointmentGate token={token}>
        {(appointment, refresh) => {
          const flow = flowOf(appointment.productType);
          if (!section || !hasSection(appointment.productType, section)) return <LinkInvalid />;
          const own = flow.sections[section];
          if (own && own !== pathname)
            return <Navigate replace to={paths.appointment.href(own, token)} />;
          // The upload section has a screen of its own (its path is never this screen's).
          if (section === 'upload') return <LinkInvalid />;
          if (!isSectionOpen(appointment, section))
            return <SectionClosed appointment={appointment} />;
          return (
            <ReservationBody appointment={appointment} onRefresh={refresh}>
              <SectionForm
                key={`${token}:${section}`}
                appointment={appointment}
                section={section}
                today={today}
              />
            </ReservationBody>
          );
        }}
      </AppointmentGate>
    </AppointmentScreen>
  );
}

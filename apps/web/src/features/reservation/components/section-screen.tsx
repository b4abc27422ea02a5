import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import { hasSection } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { isSectionOpen } from '../lib/change-request';
import { flowOf, sectionAtPath } from '../lib/flows';
import { ReservationGate } from './reservation-gate';
import { ReservationScreen, ReservationBody, useLinkToken } from './reservation-screen';
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
    <ReservationScreen title={title} className="appointment-screen--form">
      <ReservationGate token={token}>
        {(reservation, refresh) => {
          const flow = flowOf(reservation.productType);
          if (!section || !hasSection(reservation.productType, section)) return <LinkInvalid />;
          const own = flow.sections[section];
          if (own && own !== pathname)
            return <Navigate replace to={paths.appointment.href(own, token)} />;
          // The upload section has a screen of its own (its path is never this screen's).
          if (section === 'upload') return <LinkInvalid />;
          if (!isSectionOpen(reservation, section))
            return <SectionClosed appointment={reservation} />;
          return (
            <ReservationBody appointment={reservation} onRefresh={refresh}>
              <SectionForm
                key={`${token}:${section}`}
                appointment={reservation}
                section={section}
                today={today}
              />
            </ReservationBody>
          );
        }}
      </ReservationGate>
    </ReservationScreen>
  );
}

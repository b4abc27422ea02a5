import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import { hasSection } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { paths } from '../../../config/paths';
import { isSectionOpen } from '../lib/change-request';
import { flowOf, sectionAtPath } from '../lib/flows';
import { AppointmentGate } from './appointment-gate';
import { AppointmentScreen, useLinkToken } from './appointment-screen';
import { ChangeRequestNote, SectionClosed } from './change-request-note';
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
            // SPEC §2: the reservation screens refresh on a pull; typed input survives it.
            <PullToRefresh
              onRefresh={refresh}
              texts={{
                pulling: t('appointment.refresh.pull'),
                canRelease: t('appointment.refresh.release'),
                refreshing: t('appointment.refresh.busy'),
              }}
              button={t('appointment.refresh.button')}
            >
              <ChangeRequestNote appointment={appointment} />
              <SectionForm
                key={`${token}:${section}`}
                appointment={appointment}
                section={section}
                today={today}
              />
            </PullToRefresh>
          );
        }}
      </AppointmentGate>
    </AppointmentScreen>
  );
}

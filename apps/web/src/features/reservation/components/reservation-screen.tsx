import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { PageHeader } from '../../../components/page-header';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { registerReservationTexts } from '../texts';
import { ChangeRequestNote } from './change-request-note';
import '../reservation.css';

registerReservationTexts();

/** The reservation token every screen of the flow carries in ?token=. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

/** Header and body of every reservation screen. */
export function ReservationScreen({
  title,
  back,
  children,
  className = '',
}: {
  title: string;
  back?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`appointment-screen ${className}`}>
      <PageHeader title={title} {...(back ? { back } : {})} />
      <main className="appointment-screen__body">{children}</main>
    </div>
  );
}

/**
 * The body of a reservation's overview and section screens: SPEC §2's pull to refresh (typed input
 * survives it) and, first, what staff asked to change when they sent it back.
 */
export function ReservationBody({
  appointment: reservation,
  onRefresh,
  children,
}: {
  appointment: Reservation;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      texts={{
        pulling: t('appointment.refresh.pull'),
        canRelease: t('appointment.refresh.release'),
        refreshing: t('appointment.refresh.busy'),
      }}
      button={t('appointment.refresh.button')}
    >
      <ChangeRequestNote appointment={reservation} />
      {children}
    </PullToRefresh>
  );
}

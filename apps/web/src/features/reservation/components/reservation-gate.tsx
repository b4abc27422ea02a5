import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { Reservation } from '@app/contract/calls/reservation';
import { BodyCode } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-error';
import { useReservation } from '../api/check-reservation';
import { LinkFilled, LinkInvalid } from './link-state';

function businessIdOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('businessId' in data)) return undefined;
  return typeof data.businessId === 'string' ? data.businessId : undefined;
}

export function LoadingSkeleton({ label }: { label: string }) {
  return (
    <div
      className="appointment-skeleton"
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="appointment-loading"
    >
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

/** A load that failed (the link, or the forms' rules on a dropped connection), with a retry. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="link-state" role="alert">
      <p>{message ?? t('appointment.link.loadFailed')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

/**
 * Every reservation screen opens the link first (checkAppointUrl): a skeleton while it loads,
 * 'Link Error' (410, or no token), 'The link has been filled' (409, or submitted), else the screen:
 * open, or sent back by the staff for changes (fillable again in the parts they reopened).
 */
export function ReservationGate({
  token,
  children,
}: {
  token: string;
  children: (reservation: Reservation, refresh: () => Promise<unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useReservation(token);
  if (!token) return <LinkInvalid />;
  if (query.isPending) return <LoadingSkeleton label={t('common.loading')} />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.code === BodyCode.linkInvalid) return <LinkInvalid />;
    if (isApiError(error) && error.code === BodyCode.conflict) {
      return <LinkFilled businessId={businessIdOf(error.data)} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  const reservation = query.data;
  if (reservation.status === 'submitted') return <LinkFilled businessId={reservation.businessId} />;
  return <>{children(reservation, () => query.refetch())}</>;
}

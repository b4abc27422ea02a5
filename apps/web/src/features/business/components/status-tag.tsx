import type { BusinessStatus } from '@app/contract/enums';
import type { EnumLabeller } from '../lib/use-enum-label';

type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** Waiting on the member or the insurer reads as a warning; ended businesses as danger. */
const tones: Record<BusinessStatus, Tone> = {
  submitted: 'default',
  reviewing: 'primary',
  pendingUnderwriting: 'warning',
  pendingPayment: 'warning',
  inForce: 'success',
  lapsed: 'danger',
  cancelled: 'default',
  declined: 'danger',
};

/** Styled like antd-mobile's outlined Tag; a span of our own keeps its chunk out of the screen. */
export function StatusTag({ status, label }: { status: BusinessStatus; label: EnumLabeller }) {
  return (
    <span className={`business-status business-status--${tones[status]}`} data-status={status}>
      {label('businessStatus', status)}
    </span>
  );
}

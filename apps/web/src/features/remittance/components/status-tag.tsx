import type { RemittanceStatus } from '@app/contract/calls/money-area';
import { useTranslation } from '../../../i18n/use-translation';

/** A remittance's status; colours keep AA contrast on their backgrounds. */
export function StatusTag({ status }: { status: RemittanceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`money-status money-status--${status}`} data-testid="remittance-status">
      {t(`money.status.${status}`)}
    </span>
  );
}

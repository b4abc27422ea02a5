import { useTranslation } from '../../../i18n/use-translation';
import { daysLeft } from '../../../lib/dates';

/**
 * '冷静期还剩 N 天' while the cooling-off period runs (the expiry day included); nothing once it
 * has ended or without an expiry date.
 */
export function CoolingOffDays({ expiry, today }: { expiry?: string | null; today: string }) {
  const { t } = useTranslation();
  const days = daysLeft(expiry, today);
  if (days === null || days < 0) return null;
  const text =
    days === 0
      ? t('business.coolingOff.lastDay')
      : days === 1
        ? t('business.coolingOff.oneDay')
        : t('business.coolingOff.daysLeft', { count: days });
  return (
    <span className="business-cooling-off" data-testid="cooling-off-days" data-days={days}>
      {text}
    </span>
  );
}

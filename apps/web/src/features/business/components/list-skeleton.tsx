import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../i18n/use-translation';

/** Card-shaped placeholders while the first page loads. */
export function ListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="business-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="business-card card business-card--skeleton" aria-hidden>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}

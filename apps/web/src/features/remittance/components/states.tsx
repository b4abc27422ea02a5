import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../i18n/use-translation';

/** The money area's loading and empty states (a failed load: components/load-failed.tsx). */
export function Loading({ count = 2 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="money-list">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="money-card" aria-hidden>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="money-state" data-testid="money-empty">
      {text}
    </p>
  );
}

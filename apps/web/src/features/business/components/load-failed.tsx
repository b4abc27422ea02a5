import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';

/** A load that failed, with a way to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="business-failed" role="alert">
      <p>{text}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

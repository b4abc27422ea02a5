import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../i18n/use-translation';

/** A load that failed, said where its content would be, with a way to try again (every screen). */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <p>{text}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

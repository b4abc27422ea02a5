import Button from 'antd-mobile/es/components/button';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

/** A screen chunk that failed to load (offline, or a new deployment replaced the hashes). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="route-error" role="alert">
      <p>{t('common.screenError')}</p>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}

import { useTranslation } from '../i18n/use-translation';
import { useOnline } from '../hooks/use-online';

/**
 * 'You are offline' above every screen while the server cannot be reached. The status region is
 * always in the page, so a screen reader announces the text when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {!online && <p className="offline-banner__text">{t('common.offline')}</p>}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { SCREEN_DELAY_MS } from '@app/contract/constants';
import { useTranslation } from '../i18n/use-translation';

/**
 * Shown while a screen's chunk loads. SPEC §2's 200 ms delay: fast loads show nothing rather than
 * a spinner that flashes. A CSS spinner, because antd-mobile's SpinLoading brings an animation
 * library into the first load.
 */
export function ScreenFallback() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SCREEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="screen-fallback" role="status">
      <span className="screen-fallback__spinner" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { SpinLoading } from 'antd-mobile';
import { SCREEN_DELAY_MS } from '@app/contract/constants';

/**
 * Shown while a screen's chunk loads. SPEC §2's 200 ms delay: fast loads show nothing rather than
 * a spinner that flashes.
 */
export function ScreenFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SCREEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="screen-fallback" role="status" aria-live="polite">
      <SpinLoading />
    </div>
  );
}

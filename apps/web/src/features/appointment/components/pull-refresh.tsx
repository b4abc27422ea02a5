import { useRef, useState } from 'react';
import type { ReactNode, TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How far to pull (px, after damping) before letting go refreshes. */
const THRESHOLD = 64;
const DAMPING = 0.5;

/**
 * Pull down at the top of the page to refresh, as on the business list. Written here rather than
 * taken from antd-mobile, whose version brings an animation and a gesture library (about 6 KiB
 * gzip) into a screen with a 40 KiB budget. A Refresh button does the same for keyboards and
 * screen readers.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
      setPull(0);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null || busy) return;
    const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
    setPull(Math.max(0, Math.min(THRESHOLD * 1.5, distance * DAMPING)));
  };
  const onTouchEnd = () => {
    start.current = null;
    if (pull >= THRESHOLD) void refresh();
    else setPull(0);
  };

  const label = busy
    ? t('appointment.refresh.busy')
    : pull >= THRESHOLD
      ? t('appointment.refresh.release')
      : t('appointment.refresh.pull');
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <div
        className="pull-refresh__status"
        style={{ height: busy ? THRESHOLD / 2 : pull }}
        aria-hidden
      >
        {(pull > 0 || busy) && label}
      </div>
      <div className="pull-refresh__bar">
        <button
          type="button"
          className="pull-refresh__button"
          disabled={busy}
          onClick={() => void refresh()}
        >
          {busy ? t('appointment.refresh.busy') : t('appointment.refresh.button')}
        </button>
      </div>
      {children}
    </div>
  );
}

import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/use-translation';

/** Refresh without the pull gesture: keyboards, screen readers and mice. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="page-header__back"
      aria-label={t('business.list.refresh')}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
    >
      <RedoOutline aria-hidden />
    </button>
  );
}

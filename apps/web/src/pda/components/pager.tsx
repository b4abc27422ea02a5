import { useTranslation } from '../../i18n/use-translation';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with where the list stands; hidden when everything fits on one page. */
export function Pager({ page, size, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pda.pager.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pda.pager.prev')}
      </button>
      <span aria-live="polite">{t('pda.pager.status', { page, pages, total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pda.pager.next')}
      </button>
    </nav>
  );
}

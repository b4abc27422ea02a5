import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';

/** Stands in for the screens other features will provide (business, appointment, locations). */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isTab = pathname === paths.business.index;
  return (
    <div className="placeholder-screen" data-testid="placeholder-screen">
      <PageHeader title={t(isTab ? 'tab.business' : 'app.name')} back={isTab ? false : undefined} />
      <main className="placeholder-screen__body">
        <p>{t('common.comingSoon')}</p>
        <code>{pathname}</code>
      </main>
    </div>
  );
}

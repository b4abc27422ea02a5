import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryState } from '../../../components/query-state';
import { useDashboard } from '../api/use-dashboard';
import { figures } from './figures';
import { Screen } from '../../../kit/detail/card';

/**
 * The console's first screen (issue 37 point 3): what waits for staff, each figure a link to the
 * list it counts, filtered; an agent sees their book's.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const query = useDashboard();

  return (
    <Screen titleId="dashboard-title" title={t('pda.dashboard.title')}>
      <QueryState query={query}>
        {(data) => (
          <>
            {figures.every(({ key }) => data[key] === 0) && (
              <p className="console-state" role="status">
                {t('pda.dashboard.nothing')}
              </p>
            )}
            <ul className="dashboard" data-testid="dashboard">
              {figures.map(({ key, href }) => {
                const body = (
                  <>
                    <span className="dashboard__count">{data[key]}</span>
                    <span className="dashboard__label">{t(`pda.dashboard.${key}`)}</span>
                  </>
                );
                return (
                  <li key={key} className="dashboard__card" data-figure={key}>
                    <Link className="dashboard__link" to={href}>
                      {body}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { BusinessList } from '../../../components/business-columns';
import { QueryState } from '../../../components/query-state';
import { ReservationList } from '../../../components/reservation-columns';
import { consolePaths } from '../../../lib/paths';
import { useSearch } from '../api/use-search';
import { Screen } from '../../../kit/detail/card';

/** One kind of result: its heading with the count, a few rows, a link to the full list. */
function Group(props: {
  id: string;
  title: string;
  total: number;
  more: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="console-card" aria-labelledby={props.id} data-testid={props.id}>
      <h2 id={props.id} className="console-card__title">
        {t('pda.search.group', { kind: props.title, count: props.total })}
      </h2>
      {props.total === 0 ? <p className="console-state">{t('pda.search.none')}</p> : props.children}
      {props.total > 0 && (
        <Link to={props.more}>{t('pda.search.all', { count: props.total })}</Link>
      )}
    </section>
  );
}

/** What the header's search found, grouped by kind, each row a link to its page. */
export function SearchScreen() {
  const { t } = useTranslation();
  const q = useSearchParams()[0].get('q') ?? '';
  const query = useSearch(q);
  return (
    <Screen titleId="search-title" title={t('pda.search.title', { q })}>
      <QueryState query={query}>
        {({ members, reservations, businesses }) => (
          <>
            <Group
              id="search-members"
              title={t('pda.nav.members')}
              total={members.total}
              more={consolePaths.membersHref({ q })}
            >
              <ul className="console-list">
                {members.list.map((m) => (
                  <li key={m.id} className="console-list__item">
                    <Link className="console-list__link" to={consolePaths.memberHref(m.id)}>
                      <span className="console-list__title">{m.name}</span>
                      <span className="console-list__meta">
                        {[m.email, m.mobile].filter(Boolean).join(' · ')}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Group>
            <Group
              id="search-reservations"
              title={t('pda.nav.queue')}
              total={reservations.total}
              more={consolePaths.queueHref({ q, status: 'all' })}
            >
              <ReservationList items={reservations.list} />
            </Group>
            <Group
              id="search-businesses"
              title={t('pda.nav.businesses')}
              total={businesses.total}
              more={consolePaths.businessesHref({ q })}
            >
              <BusinessList items={businesses.list} />
            </Group>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

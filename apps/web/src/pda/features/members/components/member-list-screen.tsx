import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SearchBar } from '../../../components/search-bar';
import { consolePaths } from '../../../lib/paths';
import { useSearchState } from '../../../lib/use-search-state';
import { useMembers } from '../api/use-members';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';

const PAGE_SIZE = 20;
const filterKeys = ['q'] as const;

/** Find a member by name, e-mail or mobile. */
export function MemberListScreen() {
  const { t } = useTranslation();
  const { values, page, update, setPage } = useSearchState(filterKeys);
  const query = useMembers({ q: values.q, page, size: PAGE_SIZE });

  return (
    <section className="console-screen" aria-labelledby="members-title">
      <h1 id="members-title" className="console-screen__title">
        {t('pda.member.listTitle')}
      </h1>
      <SearchBar label={t('pda.member.search')} value={values.q} onSearch={(q) => update({ q })} />
      <ExportControl
        route={adminEndpoints.members.export}
        filters={{ q: values.q }}
        name="members"
      />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.member.empty')}
      >
        {(data) => (
          <>
            <p className="console-screen__count" aria-live="polite">
              {t('pda.common.count', { count: data.total })}
            </p>
            <ul className="console-list" data-testid="member-list">
              {data.list.map((member) => (
                <li key={member.id} className="console-list__item">
                  <Link className="console-list__link" to={consolePaths.memberHref(member.id)}>
                    <span className="console-list__title">{member.name}</span>
                    <span className="console-list__meta">
                      {[member.email, member.mobile].filter(Boolean).join(' · ')}
                    </span>
                    {member.staffName && (
                      <span className="console-list__meta">
                        {t('pda.member.book', { name: member.staffName })}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

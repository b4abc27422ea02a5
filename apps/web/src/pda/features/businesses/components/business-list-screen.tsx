import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { useTranslation } from '../../../../i18n/use-translation';
import { AssigneeFilter, ChoiceFilter } from '../../../kit/list/filters';
import { FilterNotice } from '../../../kit/list/filter-notice';
import { ListScreen } from '../../../kit/list/list-screen';
import type { ListDeclaration } from '../../../kit/list/types';
import { useOptions } from '../../../lib/options';
import { useBusinesses } from '../api/use-businesses';
import { useBusinessColumns } from '../../../components/business-columns';
import type { ListedBusiness } from '../../../components/business-columns';

const filterKeys = ['q', 'status', 'assignee', 'due', 'overdue', 'coolingOff'] as const;
type Key = (typeof filterKeys)[number];

/** The dashboard's filter a link came with, in words, or null (issue 37). */
function dashboardFilter(
  values: Record<Key, string>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const said = [
    values.due && t('pda.business.filter.due', { days: values.due }),
    values.overdue && t('pda.business.filter.overdue'),
    values.coolingOff && t('pda.business.filter.coolingOff'),
  ].filter(Boolean);
  return said.length > 0 ? said.join(' · ') : null;
}

/** Every business the staff member may see, searchable by order number, member or policy. */
export function BusinessListScreen() {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const declaration: ListDeclaration<ListedBusiness, Key> = {
    name: 'businesses',
    title: 'pda.business.listTitle',
    search: 'pda.business.search',
    empty: 'pda.business.empty',
    testId: 'business-list',
    filterKeys,
    columns: useBusinessColumns(),
    rowKey: (b) => b.id,
    rowName: (b) => b.orderNo,
    useRows: useBusinesses,
    exportTo: { route: adminEndpoints.businesses.export, name: 'businesses' },
    bulk: 'business',
  };
  return (
    <ListScreen
      declaration={declaration}
      filters={(values, update) => (
        <>
          <ChoiceFilter
            name="status"
            label={t('pda.business.status')}
            value={values.status}
            options={fromEnum('businessStatus')}
            onChange={(status) => update({ status })}
          />
          <AssigneeFilter value={values.assignee} onChange={(assignee) => update({ assignee })} />
        </>
      )}
      notice={(values, update) => {
        const filter = dashboardFilter(values, t);
        return (
          filter && (
            <FilterNotice
              text={filter}
              clearLabel={t('pda.business.filter.clear')}
              onClear={() => update({ due: '', overdue: '', coolingOff: '' })}
            />
          )
        );
      }}
    />
  );
}

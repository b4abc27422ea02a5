import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BulkBar } from '../../components/desk/bulk-bar';
import { useSelection } from '../../components/desk/use-bulk';
import { ExportControl } from '../../components/export-control';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { SearchBar } from '../../components/search-bar';
import { SelectField } from '../../components/select-field';
import { pageSizes, useSearchState } from '../../lib/use-search-state';
import { ColumnChooser } from './column-chooser';
import { ListTable } from './list-table';
import type { ListDeclaration } from './types';
import { useColumns } from './use-columns';
import './list.css';

type Update<K extends string> = (changes: Partial<Record<K, string>>) => void;

interface ListScreenProps<Row, K extends string> {
  declaration: ListDeclaration<Row, K>;
  /** What the screen shows before its list (a form that adds to it). */
  intro?: ReactNode;
  /** The list's own filters beside the search box. */
  filters?: (values: Record<K, string>, update: Update<K>) => ReactNode;
  /** A line above the rows (the dashboard's filter a link came with), given the page's rows. */
  notice?: (values: Record<K, string>, update: Update<K>, rows?: readonly Row[]) => ReactNode;
}

/**
 * A console list from its declaration: title, search and filters, export, count, bulk bar,
 * the table (cards on a phone), pager and page size. Filters, page, size and sorting live in
 * the URL; the column choice in this browser (D91).
 */
export function ListScreen<Row, K extends string>(props: ListScreenProps<Row, K>) {
  const { t } = useTranslation();
  const d = props.declaration;
  const state = useSearchState(d.filterKeys, d.defaults);
  const { values, page, size, sort, order, update, setPage, setView } = state;
  const query = d.useRows({
    ...values,
    page,
    size,
    ...(sort ? { sort, order } : {}),
  });
  const { visible, shown, choose } = useColumns(d.name, d.columns);
  const selection = useSelection();
  const chosen = d.bulk ? selection : undefined;
  const names = new Map(query.data?.list.map((row) => [d.rowKey(row), d.rowName(row)]));
  const titleId = `${d.testId}-title`;

  return (
    <section className="console-screen console-kit-list" aria-labelledby={titleId}>
      <h1 id={titleId} className="console-screen__title">
        {t(d.title)}
      </h1>
      {props.intro}
      {d.search ? (
        <SearchBar
          label={t(d.search)}
          value={values['q' as K] ?? ''}
          onSearch={(q) => update({ q } as Partial<Record<K, string>>)}
        >
          {props.filters?.(values, update)}
        </SearchBar>
      ) : (
        // Without a search box, the filters alone are the screen's search landmark.
        props.filters && (
          <div role="search" className="console-search console-search__filters">
            {props.filters(values, update)}
          </div>
        )
      )}
      {props.notice?.(values, update, query.data?.list)}
      <div className="console-kit-tools">
        {d.exportTo && (
          <ExportControl
            route={d.exportTo.route}
            filters={{ ...values, ...(sort ? { sort, order } : {}) }}
            name={d.exportTo.name}
          />
        )}
        <ColumnChooser columns={d.columns} shown={shown} onChoose={choose} />
        <SelectField
          name="size"
          label={t('pda.list.pageSize')}
          value={String(size)}
          options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => setView({ size: Number(value) })}
        />
      </div>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={t(d.empty)}>
        {(data) => (
          <>
            <p className="console-screen__count" aria-live="polite">
              {t('pda.common.count', { count: data.total })}
            </p>
            {d.bulk && (
              <BulkBar kind={d.bulk} selection={chosen} nameOf={(key) => names.get(key) ?? key} />
            )}
            <ListTable
              list={d.name}
              label={t(d.title)}
              testId={d.testId}
              rowTestId={d.rowTestId}
              rows={data.list}
              columns={visible}
              rowKey={d.rowKey}
              sort={sort}
              order={order}
              onSort={(s, o) => setView({ sort: s, order: o })}
              selection={chosen}
            />
            <Pager page={page} size={size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

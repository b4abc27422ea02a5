import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminAddress } from '@app/contract/admin/api/route';
import type { SortedList } from '@app/contract/admin/sorting';
import type { AssignedKind } from '../../components/desk/use-desk';
import type { SortOrder } from '../../lib/use-search-state';

/** One column of a console list. */
export interface ListColumn<Row> {
  /** The row's field; a column is sortable when the contract's `sortColumns` names it (D81). */
  id: string;
  /** i18n key of the header. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Hidden until the reader shows it in the column chooser. */
  hidden?: boolean;
}

/** What the list asks the server for: the filters, the page, its size and the sorting. */
export type ListQuery<K extends string> = Partial<Record<K, string>> & {
  page: number;
  size: number;
  sort?: string;
  order?: SortOrder;
};

/** One page of rows as the admin API answers it. */
export interface ListPage<Row> {
  list: readonly Row[];
  total: number;
}

/**
 * A list screen declared: a new list is one of these plus its filters (docs/decisions.md D91).
 * The first column holds the row's link and is never hidden.
 */
export interface ListDeclaration<Row, K extends string> {
  /** The contract's list name: its sortable columns and the key of the column choice. */
  name: SortedList;
  /** i18n keys. */
  title: string;
  search?: string;
  empty: string;
  /** The table's data-testid (the browser tests find rows by it), and optionally each row's. */
  testId: string;
  rowTestId?: string;
  filterKeys: readonly K[];
  defaults?: Partial<Record<K, string>>;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** How a row is named to a screen reader's selection box and in a bulk outcome. */
  rowName: (row: Row) => string;
  useRows: (query: ListQuery<K>) => UseQueryResult<ListPage<Row>>;
  exportTo?: { route: AdminAddress; name: string };
  /** Rows can be chosen for a bulk change of this kind (writers only). */
  bulk?: AssignedKind;
}

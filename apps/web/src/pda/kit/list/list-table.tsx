import {
  Cell,
  Checkbox,
  Column,
  Row as TableRow,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import type { Selection as AriaSelection, SortDescriptor } from 'react-aria-components';
import { sortColumns } from '@app/contract/admin/sorting';
import type { SortedList } from '@app/contract/admin/sorting';
import { useTranslation } from '../../../i18n/use-translation';
import type { SortOrder } from '../../lib/use-search-state';
import type { ListColumn } from './types';

export interface ListSelection {
  selected: ReadonlySet<string>;
  replace: (keys: Iterable<string>) => void;
}

interface ListTableProps<Row> {
  /** The contract's list the server sorts; none (rows embedded in a page): no sorting. */
  list?: SortedList;
  label: string;
  testId: string;
  rowTestId?: string | undefined;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  sort?: string;
  order?: SortOrder;
  onSort?: (sort: string, order: SortOrder) => void;
  selection?: ListSelection | undefined;
}

/** react-aria's selection box with the console's look, named by its caller. */
function SelectionBox({ label }: { label: string }) {
  return (
    <Checkbox slot="selection" className="console-kit-check" aria-label={label}>
      <svg viewBox="0 0 18 18" aria-hidden="true" className="console-kit-check__mark">
        <polyline points="2 9 7 14 16 4" />
      </svg>
    </Checkbox>
  );
}

/**
 * The rows of a list: a table with sortable headers (the server sorts, aria-sort follows) and,
 * for a bulk change, a selection column whose header box takes the whole page. Below 768 px the
 * same rows are laid out as cards by list.css.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { t } = useTranslation();
  const { rows, columns, rowKey, selection } = props;
  const sortable: readonly string[] = props.list ? sortColumns[props.list] : [];
  const descriptor: SortDescriptor | undefined = props.sort
    ? { column: props.sort, direction: props.order === 'desc' ? 'descending' : 'ascending' }
    : undefined;
  const onSelection = (keys: AriaSelection) =>
    selection?.replace(keys === 'all' ? rows.map(rowKey) : [...keys].map(String));

  return (
    <Table
      className="console-kit-table"
      aria-label={props.label}
      data-testid={props.testId}
      sortDescriptor={descriptor}
      onSortChange={(d) =>
        props.onSort?.(String(d.column), d.direction === 'descending' ? 'desc' : 'asc')
      }
      selectionMode={selection ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selection ? [...selection.selected] : []}
      onSelectionChange={onSelection}
    >
      <TableHeader className="console-kit-table__head">
        {selection && (
          <Column className="console-kit-table__select" aria-label={t('pda.list.selectPage')}>
            <SelectionBox label={t('pda.list.selectPage')} />
          </Column>
        )}
        {columns.map((column, index) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={index === 0}
            allowsSorting={sortable.includes(column.id)}
            className="console-kit-table__column"
          >
            {({ allowsSorting, sortDirection }) => (
              <span className="console-kit-table__header">
                {t(column.label)}
                {allowsSorting && (
                  <span aria-hidden="true" className="console-kit-table__arrow">
                    {sortDirection === 'ascending'
                      ? '▲'
                      : sortDirection === 'descending'
                        ? '▼'
                        : '↕'}
                  </span>
                )}
              </span>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody className="console-kit-table__body">
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            id={rowKey(row)}
            className="console-kit-table__row"
            data-testid={props.rowTestId}
          >
            {selection && (
              <Cell className="console-kit-table__select">
                {/* Named "Select" plus the row's header cell (react-aria labels it so). */}
                <SelectionBox label={t('pda.list.select')} />
              </Cell>
            )}
            {columns.map((column) => (
              <Cell
                key={column.id}
                className="console-kit-table__cell"
                data-label={t(column.label)}
              >
                {column.cell(row)}
              </Cell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import type { ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from './types';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** A list's first column: the row's one link (a single tab stop), its text the row's title. */
export function linkColumn<Row>(
  id: string,
  label: string,
  href: (row: Row) => string,
  text: (row: Row) => ReactNode,
): ListColumn<Row> {
  return {
    id,
    label,
    cell: (row) => (
      <Link
        className="console-list__link"
        to={href(row)}
        // The row's own press (react-aria: select the row) must not take the link's click or
        // Enter: a link opens its page.
        onPointerDown={stop}
        onKeyDown={(event) => event.key === 'Enter' && event.stopPropagation()}
      >
        <span className="console-list__title">{text(row)}</span>
      </Link>
    ),
  };
}

/**
 * A list's last column: the row's buttons (no form: a field in the table's grid would lose its
 * keys to the grid's type-ahead, so a button opens a RowPanel above the list instead).
 */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): ListColumn<Row> {
  return {
    id: 'actions',
    label: 'pda.list.actions',
    cell: (row) => <span className="console-list__controls console-kit-actions">{cell(row)}</span>,
  };
}

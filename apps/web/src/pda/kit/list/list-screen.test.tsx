import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAdmin,
  logInAs,
  renderConsole,
  reservationSummary,
  useConsoleTexts,
} from '../../../../test/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { ReservationSummary } from '@app/contract/admin/api/reservations';
import { useReservationColumns, whoOf } from '../../components/reservation-columns';
import { adminCall } from '../../lib/admin-client';
import { ListScreen } from './list-screen';
import type { ListDeclaration, ListQuery } from './types';

/** The reservations as a declared list: the shared columns, a search, bulk assignment. */
function useRows(query: ListQuery<'q'>) {
  return useQuery({
    queryKey: ['kit-test', query],
    queryFn: ({ signal }) =>
      adminCall(adminEndpoints.appointments.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

function Reservations() {
  const declaration: ListDeclaration<ReservationSummary, 'q'> = {
    name: 'reservations',
    title: 'pda.queue.title',
    search: 'pda.queue.search',
    empty: 'pda.queue.empty',
    testId: 'reservation-list',
    filterKeys: ['q'],
    columns: useReservationColumns(),
    rowKey: (r) => r.token,
    rowName: whoOf,
    useRows,
    bulk: 'reservation',
  };
  return <ListScreen declaration={declaration} />;
}

const render = (route = '/queue') => renderConsole(<Reservations />, { path: '/queue', route });
const rows = [
  reservationSummary(),
  reservationSummary({ token: 'tok2', memberName: 'Lee Siu Ming', orderNo: 'ORD-2' }),
];
const page = () => ({ code: 200, data: { list: rows, total: 2, page: 1, size: 20 } });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('ListScreen', () => {
  beforeEach(() => {
    useConsoleTexts();
    logInAs('operator');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sorts on the server by a header, and flips the order on a second click', async () => {
    const { calls } = fakeAdmin(page);
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Chan Tai Man' });
    expect(header('Order number')).not.toHaveAttribute('aria-sort', 'ascending');

    await user.click(header('Order number'));
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('orderNo'));
    expect(calls.at(-1)?.query.get('order')).toBe('asc');
    expect(router.state.location.search).toContain('sort=orderNo');
    expect(header('Order number')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(header('Order number'));
    await waitFor(() => expect(calls.at(-1)?.query.get('order')).toBe('desc'));
    expect(header('Order number')).toHaveAttribute('aria-sort', 'descending');
    // A column the server cannot sort by offers no sorting.
    expect(header('Assignee')).not.toHaveAttribute('aria-sort');
  });

  it('hides a column from the chooser, and it stays hidden after a remount', async () => {
    fakeAdmin(page);
    const user = userEvent.setup();
    const view = render();
    await screen.findByRole('link', { name: 'Chan Tai Man' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    const item = within(menu).getByRole('menuitemcheckbox', { name: /Order number/ });
    expect(item).toHaveAttribute('aria-checked', 'true');
    // The keyboard: Space toggles the focused item.
    item.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Order number/ })).toBeNull(),
    );
    view.unmount();

    render();
    await screen.findByRole('link', { name: 'Chan Tai Man' });
    expect(screen.queryByRole('columnheader', { name: /Order number/ })).toBeNull();
    expect(header('Review')).toBeInTheDocument();
  });

  it('changes the page size in the URL and the request', async () => {
    const { calls } = fakeAdmin(page);
    const user = userEvent.setup();
    const { router } = render('/queue?page=3');
    await screen.findByRole('link', { name: 'Chan Tai Man' });
    expect(calls[0]?.query.get('size')).toBe('20');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(calls.at(-1)?.query.get('size')).toBe('50'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    expect(router.state.location.search).toContain('size=50');
  });

  it("opens a row's page from its link, without selecting the row", async () => {
    fakeAdmin(page);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('link', { name: 'Chan Tai Man' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/tok1'));
  });

  it('selects the whole page from the header box for the bulk bar', async () => {
    fakeAdmin(page);
    const user = userEvent.setup();
    render();
    await screen.findByRole('link', { name: 'Chan Tai Man' });
    const one = screen.getByRole('checkbox', { name: /Chan Tai Man/ });
    await user.click(one);
    expect(one).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select the whole page' }));
    expect(screen.getByRole('checkbox', { name: /Lee Siu Ming/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: /2/ })).toBeInTheDocument();
  });
});

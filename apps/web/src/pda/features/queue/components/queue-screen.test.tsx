import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAdmin,
  logInAs,
  renderConsole,
  reservationSummary,
  useConsoleTexts,
} from '../../../../../test/console';
import { QueueScreen } from './queue-screen';

const render = (route = '/queue') => renderConsole(<QueueScreen />, { path: '/queue', route });
const page = (list: unknown[], total = list.length) => ({
  code: 200,
  data: { list, total, page: 1, size: 20 },
});

describe('QueueScreen', () => {
  beforeEach(() => {
    useConsoleTexts();
    logInAs('operator');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists submitted reservations by default, each linking to its page', async () => {
    const { calls } = fakeAdmin(() => page([reservationSummary()]));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const link = await screen.findByRole('link', { name: /Chan Tai Man/ });
    expect(link).toHaveAttribute('href', '/reservations/tok1');
    const row = screen.getByRole('row', { name: /Chan Tai Man/ });
    expect(row).toHaveTextContent('Insurance policy');
    expect(row).toHaveTextContent('ORD-1');
    expect(row).toHaveTextContent('Review pending');
    expect(calls[0]?.query.get('status')).toBe('submitted');
    expect(calls[0]?.query.get('size')).toBe('20');
  });

  it("says the dashboard's ID-expiring filter is on, and clears it to every reservation", async () => {
    const { calls } = fakeAdmin(() => page([reservationSummary()]));
    const user = userEvent.setup();
    const { router } = render('/queue?status=all&idExpiring=90');
    const notice = await screen.findByTestId('dashboard-filter');
    expect(notice).toHaveTextContent('ID documents expiring within 90 days');
    const asked = () => calls.filter((c) => c.path === '/admin/appointments');
    await waitFor(() => expect(asked().at(-1)?.query.get('idExpiring')).toBe('90'));
    await user.click(screen.getByRole('button', { name: 'Show all reservations' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('idExpiring'));
    expect(screen.queryByTestId('dashboard-filter')).toBeNull();
  });

  it('searches and filters through the query, back to page 1', async () => {
    const { calls } = fakeAdmin(() => page([reservationSummary()], 45));
    const user = userEvent.setup();
    render('/queue?page=2');
    await screen.findByText('Page 2 of 3, 45 in all');
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'ORD-1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Product'), 'ita');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => {
      const last = calls.at(-1)?.query;
      expect(last?.get('q')).toBe('ORD-1');
      expect(last?.get('productType')).toBe('ita');
      expect(last?.has('status')).toBe(false);
      expect(last?.get('page')).toBe('1');
    });
  });

  it('shows the empty state', async () => {
    fakeAdmin(() => page([]));
    render();
    expect(await screen.findByText('No reservations match')).toBeInTheDocument();
  });

  it("shows a 403 as 'not allowed' with the server's message", async () => {
    fakeAdmin(() => ({ code: 403, msg: 'Auditors may not do this' }));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to see or do this');
    expect(alert).toHaveTextContent('Auditors may not do this');
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    fakeAdmin(() => (fail ? { code: 500, msg: 'boom' } : page([reservationSummary()])));
    render();
    await screen.findByText(/Could not load/);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Chan Tai Man/ })).toBeInTheDocument();
  });
});

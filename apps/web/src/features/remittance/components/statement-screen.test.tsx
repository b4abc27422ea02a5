import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { serveMoney } from '../testing';
import { StatementScreen } from './statement-screen';

afterEach(() => vi.unstubAllGlobals());

const statement = {
  list: [
    {
      kind: 'remittance',
      id: 'r1',
      businessId: 'b1',
      orderNo: 'BODEMO0001',
      date: '2026-02-01',
      currency: 'HKD',
      amount: '250.25',
      status: 'submitted',
      feeType: null,
    },
    {
      kind: 'payment',
      id: 'p1',
      businessId: 'b1',
      orderNo: 'BODEMO0001',
      date: '2026-01-10',
      currency: 'HKD',
      amount: '1000.00',
      status: 'paid',
      feeType: 'premium',
    },
  ],
  total: 2,
  totals: [{ currency: 'HKD', paid: '1000.00', submitted: '250.25' }],
};

const render = () =>
  renderScreen(<StatementScreen />, { path: paths.myStatement, route: paths.myStatement });

describe('StatementScreen', () => {
  it('lists payments and remittances as answered, with totals per currency', async () => {
    serveMoney({ 'user/userBlotter': () => ({ code: 200, data: statement }) });
    render();
    const entries = await screen.findAllByTestId('statement-entry');
    expect(entries.map((e) => e.dataset.kind)).toEqual(['remittance', 'payment']);
    expect(entries[1]).toHaveTextContent('Payment · Premium');
    expect(entries[1]).toHaveTextContent('HKD 1,000.00');
    // Dates in the reader's words, as on the business screens.
    expect(entries[1]).toHaveTextContent('Jan 10, 2026');
    const totals = screen.getByTestId('statement-totals');
    expect(totals).toHaveTextContent('HKD 1,000.00');
    expect(totals).toHaveTextContent('Remittances being checked');
  });

  it('filters by dates and refuses an end before the start on the field', async () => {
    const user = userEvent.setup();
    const { seen } = serveMoney({ 'user/userBlotter': () => ({ code: 200, data: statement }) });
    render();
    await screen.findAllByTestId('statement-entry');
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByTestId('error-to')).toHaveTextContent(
      'The end date cannot be before the start date',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(seen.filter((r) => r.path === 'user/userBlotter')).toHaveLength(1);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.path === 'user/userBlotter').at(-1)?.fields).toMatchObject({
        from: '2026-02-01',
        to: '2026-03-01',
      }),
    );
  });

  it('shows the empty and the failed state', async () => {
    serveMoney({
      'user/userBlotter': () => ({ code: 200, data: { list: [], total: 0, totals: [] } }),
    });
    const view = render();
    expect(await screen.findByTestId('money-empty')).toHaveTextContent(
      'No payment or remittance in this period',
    );
    view.unmount();
    serveMoney({ 'user/userBlotter': () => ({ code: 500, msg: 'x' }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your statement could not be loaded',
    );
  });
});

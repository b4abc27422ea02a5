import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { PayeesScreen } from './payees-screen';

const payee = {
  id: 'p1',
  name: 'AIA International Limited',
  bankName: 'HSBC',
  accountNo: '004-500-100000-001',
  swift: 'HSBCHKHHHKH',
  currency: 'HKD',
  insurer: 'AIA',
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
};

const render = () => renderConsole(<PayeesScreen />, { path: '/payees' });

const reference = {
  insurers: [
    { code: 'AIA', name: 'AIA' },
    { code: 'FWD', name: 'FWD Life' },
  ],
  products: [],
  currencies: [
    { code: 'HKD', name: 'Hong Kong Dollar' },
    { code: 'USD', name: 'US Dollar' },
  ],
  banks: [{ code: '012', name: 'Bank of China (Hong Kong)', swift: 'BKCHHKHHXXX' }],
};

describe('PayeesScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('adds a payee checked with the contract, edits and disables one', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET' && call.path === '/admin/reference'
        ? { code: 200, data: reference }
        : call.method === 'GET'
          ? { code: 200, data: { list: [payee] } }
          : { code: 200, data: payee },
    );
    const user = userEvent.setup();
    render();
    await screen.findByTestId('payee-row');
    const add = screen.getByRole('form', { name: 'Add an account' });
    await within(add).findByRole('option', { name: 'FWD Life (FWD)' });
    await user.type(within(add).getByLabelText('Payee name'), 'FWD Life');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    // The rest is missing: refused here, nothing sent, what was typed kept.
    expect(await within(add).findAllByRole('alert')).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // A bank of the list fills its name and SWIFT code; insurer and currency are picked.
    await user.selectOptions(within(add).getByLabelText('Bank from the list'), '012');
    expect(within(add).getByLabelText('SWIFT code')).toHaveValue('BKCHHKHHXXX');
    await user.type(within(add).getByLabelText('Account number'), '012-1-234567');
    await user.selectOptions(within(add).getByLabelText('Insurer'), 'FWD');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'FWD Life',
        bankName: 'Bank of China (Hong Kong)',
        accountNo: '012-1-234567',
        swift: 'BKCHHKHHXXX',
        currency: 'HKD',
        insurer: 'FWD',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Disable AIA International Limited' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { disabled: true },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Change AIA International Limited' }));
    const edit = screen.getByRole('form', { name: 'Change AIA International Limited' });
    await user.clear(within(edit).getByLabelText('Payee name'));
    await user.type(within(edit).getByLabelText('Payee name'), 'AIA HK');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
        path: '/admin/payees/p1',
        body: expect.objectContaining({ name: 'AIA HK' }),
      }),
    );
  });

  it.each(['agent', 'auditor'] as const)('is read only for an %s', async (role) => {
    logInAs(role);
    fakeAdmin(() => ({ code: 200, data: { list: [payee] } }));
    render();
    expect(await screen.findByTestId('payee-row')).toHaveTextContent('004-500-100000-001');
    expect(screen.getByTestId('payees-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the empty state', async () => {
    logInAs('admin');
    fakeAdmin(() => ({ code: 200, data: { list: [] } }));
    render();
    expect(await screen.findByText('No payee yet')).toBeInTheDocument();
  });
});

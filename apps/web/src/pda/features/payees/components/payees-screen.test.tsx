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
const page = (list: unknown[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, size: 20 },
});

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
          ? page([payee])
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

    await user.click(screen.getByRole('button', { name: 'Actions for AIA International Limited' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Disable AIA International Limited' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { disabled: true },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Actions for AIA International Limited' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Change AIA International Limited' }),
    );
    // The form opens above the list, the reader in its first field.
    const edit = screen.getByRole('form', { name: 'Change AIA International Limited' });
    expect(within(edit).getByLabelText('Bank from the list')).toHaveFocus();
    await user.clear(within(edit).getByLabelText('Payee name'));
    await user.type(within(edit).getByLabelText('Payee name'), 'AIA HK');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
        path: '/admin/payees/p1',
        body: expect.objectContaining({ name: 'AIA HK' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Change/ })).toBeNull());
  });

  it('sorts by a header on the server and pages in the address', async () => {
    logInAs('auditor');
    const { calls } = fakeAdmin((call) =>
      call.path === '/admin/reference'
        ? { code: 200, data: reference }
        : { code: 200, data: { list: [payee], total: 45, page: 1, size: 20 } },
    );
    const user = userEvent.setup();
    const { router } = render();
    const payees = () => calls.filter((c) => c.path === '/admin/payees');
    const row = await screen.findByTestId('payee-row');
    expect(row).toHaveTextContent('004-500-100000-001');
    // The bank's long name and SWIFT code wait in the column chooser: a row fits a desk.
    expect(row).not.toHaveTextContent('HSBCHKHHHKH');
    await user.click(screen.getByRole('columnheader', { name: /Currency/ }));
    await waitFor(() => expect(payees().at(-1)?.query.get('sort')).toBe('currency'));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(payees().at(-1)?.query.get('page')).toBe('2'));
    expect(router.state.location.search).toContain('sort=currency');
    // A reader has no actions column.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it.each(['agent', 'auditor'] as const)('is read only for an %s', async (role) => {
    logInAs(role);
    fakeAdmin((call) =>
      call.path === '/admin/reference' ? { code: 200, data: reference } : page([payee]),
    );
    render();
    expect(await screen.findByTestId('payee-row')).toHaveTextContent('004-500-100000-001');
    expect(screen.getByTestId('payees-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the empty state', async () => {
    logInAs('admin');
    fakeAdmin(() => page([]));
    render();
    expect(await screen.findByText('No payee yet')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { RemittancesScreen } from './remittances-screen';

const remittance = {
  id: 'r1',
  status: 'submitted',
  businessId: 'b1',
  orderNo: 'BODEMO0001',
  memberId: 'm1',
  memberName: 'Chan Tai Man',
  memberEmail: 'demo@example.com',
  payee: {
    id: 'p1',
    name: 'AIA International Limited',
    bankName: 'HSBC',
    accountNo: '004-500-100000-001',
    currency: 'HKD',
  },
  amount: '12000.50',
  currency: 'HKD',
  remitDate: '2026-01-15',
  note: null,
  slip: { id: 'u1', name: 'slip.pdf', mime: 'application/pdf', url: '/admin/uploads/u1' },
  paymentRecordId: null,
  due: { paymentRecordId: 'pay1', amount: '12010.50', currency: 'HKD', date: '2026-01-10' },
  decidedAt: null,
  createdAt: '2026-01-15T08:00:00Z',
};

const page = (list: unknown[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, size: 20 },
});
const render = () => renderConsole(<RemittancesScreen />, { path: '/remittances' });

describe('RemittancesScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('lists submitted notices first and confirms one', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET'
        ? page([remittance])
        : { code: 200, data: { ...remittance, status: 'confirmed' } },
    );
    const user = userEvent.setup();
    render();
    const row = await screen.findByTestId('remittance-row');
    expect(row).toHaveTextContent('HKD 12,000.50');
    expect(row).toHaveTextContent('Chan Tai Man');
    expect(calls.find((c) => c.path === '/admin/remittances')?.query.get('status')).toBe(
      'submitted',
    );
    // The row's header cell is the business it pays, a link to it.
    expect(within(row).getByRole('link', { name: 'BODEMO0001' })).toHaveAttribute(
      'href',
      '/businesses/b1',
    );
    expect(within(row).getByTestId('remittance-due')).toHaveTextContent(
      'HKD 12,010.50 due on 2026-01-10 · Difference -10.00',
    );
    await user.click(within(row).getByRole('button', { name: 'Confirm payment' }));
    // Nothing is sent before the confirmation, which says what will be recorded.
    expect(
      await screen.findByText(/Record the instalment of HKD 12,010.50 due on 2026-01-10 as paid/),
    ).toHaveTextContent('HKD 12,000.50 on 2026-01-15. Confirm the payment? Difference -10.00');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const ok = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => user.click(ok));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/admin/remittances/r1/confirm'),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([{ ...remittance, due: null }]));
    const user = userEvent.setup();
    render();
    const row = await screen.findByTestId('remittance-row');
    await user.click(within(row).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(/Nothing is pending in this currency/)).toBeInTheDocument();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => user.click(cancel));
    await waitFor(() => expect(screen.queryByText(/Nothing is pending/)).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('rejects only with a note, typed in a form above the list', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET' ? page([remittance]) : { code: 200, data: remittance },
    );
    const user = userEvent.setup();
    render();
    const row = await screen.findByTestId('remittance-row');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject HKD 12,000.50 from Chan Tai Man' });
    const note = within(form).getByLabelText('Reason (the member reads it)');
    // The reader lands in the note: the list stays as it was below.
    expect(note).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('required');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Typed outside the table, a space stays in the note (the grid's type-ahead would take it).
    await user.type(note, 'Wrong amount');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/admin/remittances/r1/reject',
        body: { note: 'Wrong amount' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Reject/ })).toBeNull());
  });

  it('opens the slip in the viewer, fetched with the bearer token', async () => {
    logInAs('auditor');
    const { calls } = fakeAdmin((call) =>
      call.path === '/admin/uploads/u1'
        ? new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : page([remittance]),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => {} }),
    );
    const user = userEvent.setup();
    render();
    const row = await screen.findByTestId('remittance-row');
    // An auditor decides nothing.
    expect(within(row).queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /slip\.pdf/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/uploads/u1')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/uploads/u1')?.headers.get('Authorization')).toBe(
      'Bearer bearer-1',
    );
  });

  it('filters by status and shows the empty state', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([]));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No remittance notice matches')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('rejected'));
  });

  it('sorts by a header on the server and sizes the page, both kept in the address', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([remittance]));
    const user = userEvent.setup();
    const { router } = render();
    const lists = () => calls.filter((c) => c.path === '/admin/remittances');
    await screen.findByTestId('remittance-row');
    expect(lists().at(-1)?.query.get('size')).toBe('20');
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('amount'));
    expect(lists().at(-1)?.query.get('order')).toBe('asc');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(lists().at(-1)?.query.get('size')).toBe('50'));
    expect(router.state.location.search).toMatch(/sort=amount.*size=50|size=50.*sort=amount/);
    // The member is no column the server sorts by.
    expect(screen.getByRole('columnheader', { name: 'Member' })).not.toHaveAttribute('aria-sort');
  });
});

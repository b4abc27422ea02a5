import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { BusinessScreen } from './business-screen';

const business = {
  id: 'b1',
  orderNo: 'ORD-1',
  policyNo: null,
  insurer: 'AIA',
  productName: null,
  currency: 'USD',
  status: 'submitted',
  productType: 'insurance',
  ddaStatus: null,
  appointmentToken: 'tok1',
  members: [{ id: 'm1', name: 'Chan Tai Man', email: 'demo@example.com' }],
  payments: [
    {
      id: 'p1',
      paymentDate: '2026-01-05',
      feeType: 'premium',
      currency: 'USD',
      amount: '1200.00',
      paymentNo: 'PAY-1',
      status: 'paid',
    },
  ],
  documents: [],
  statusChanges: [{ from: null, to: 'submitted', at: '2026-01-01T00:00:00Z', note: null }],
};

/** GET /admin/reference: what insurer, product and currency are picked from. */
const reference = {
  insurers: [
    { code: 'AIA', name: 'AIA' },
    { code: 'MANULIFE', name: 'Manulife' },
  ],
  products: [
    {
      code: 'AIA-GLOBAL-POWER',
      name: 'Global Power',
      insurerCode: 'AIA',
      productType: 'insurance',
    },
    { code: 'MANU-GENESIS', name: 'Genesis', insurerCode: 'MANULIFE', productType: 'insurance' },
  ],
  currencies: [
    { code: 'HKD', name: 'Hong Kong Dollar' },
    { code: 'USD', name: 'US Dollar' },
    { code: 'EUR', name: 'Euro' },
  ],
  banks: [],
};

/** The business answers every GET but its Messages panel's, which has none yet. */
/** GET /admin/audit for the business: one status change. */
const auditPage = {
  list: [
    {
      at: '2026-01-03T00:00:00.000Z',
      actor: { type: 'staff', id: 's9', name: 'Wong Siu Ming' },
      action: 'status',
      objectType: 'business',
      objectId: 'b1',
      changes: { status: { before: 'submitted', after: 'reviewing' } },
      object: { label: 'ORD-1', businessId: 'b1', productType: 'insurance' },
    },
  ],
  total: 1,
  page: 1,
  size: 5,
};

const answering =
  (answer: Parameters<typeof fakeAdmin>[0]): Parameters<typeof fakeAdmin>[0] =>
  (call) =>
    call.method === 'GET' && call.path.endsWith('/messages')
      ? { code: 200, data: { list: [] } }
      : call.method === 'GET' && call.path === '/admin/reference'
        ? { code: 200, data: reference }
        : call.method === 'GET' && call.path === '/admin/audit'
          ? { code: 200, data: auditPage }
          : answer(call);

const render = () =>
  renderConsole(<BusinessScreen />, { path: '/businesses/:id', route: '/businesses/b1' });

describe('BusinessScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the changed fields and shows a 400 beside the field, keeping the input', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin(
      answering((call) =>
        call.method === 'PATCH'
          ? { code: 400, msg: 'Invalid', data: { fields: { currency: 'Wrong format' } } }
          : { code: 200, data: business },
      ),
    );
    const user = userEvent.setup();
    render();
    const currency = await screen.findByLabelText('Currency', { selector: '[name="currency"]' });
    await within(currency).findByRole('option', { name: 'Euro (EUR)' });
    await user.selectOptions(currency, 'EUR');
    await user.type(screen.getByLabelText('Policy number'), 'POL-9');
    await user.selectOptions(screen.getByLabelText('Insurer'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong format')).toBeInTheDocument();
    expect(currency).toHaveValue('EUR');
    expect(currency).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      currency: 'EUR',
      policyNo: 'POL-9',
      insurer: null,
    });
  });

  it('picks insurer, product and currency from the reference lists by name, sending codes', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin(answering(() => ({ code: 200, data: business })));
    const user = userEvent.setup();
    render();
    const insurer = await screen.findByLabelText('Insurer');
    // Lists, not free text: names in the console's language with the code beside them.
    expect(insurer.tagName).toBe('SELECT');
    expect(screen.getByLabelText('Currency', { selector: '[name="currency"]' }).tagName).toBe(
      'SELECT',
    );
    await screen.findByRole('option', { name: 'Manulife (MANULIFE)' });
    await user.selectOptions(insurer, 'MANULIFE');
    const product = screen.getByLabelText('Product name');
    // Only the chosen insurer's products are offered.
    expect(
      within(product).queryByRole('option', { name: 'Global Power (AIA-GLOBAL-POWER)' }),
    ).toBeNull();
    await user.selectOptions(product, 'MANU-GENESIS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        insurer: 'MANULIFE',
        productName: 'MANU-GENESIS',
      }),
    );
  });

  it('changes the status with a note', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin(
      answering((call) =>
        call.method === 'POST' ? { code: 200, data: null } : { code: 200, data: business },
      ),
    );
    const user = userEvent.setup();
    render();
    await user.selectOptions(await screen.findByLabelText('New status'), 'reviewing');
    await user.type(screen.getByLabelText('Status note'), 'Documents in order');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        status: 'reviewing',
        note: 'Documents in order',
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/admin/businesses/b1/status');
  });

  it('corrects a payment record with only what changed', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin(
      answering((call) =>
        call.method === 'PATCH' ? { code: 200, data: null } : { code: 200, data: business },
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Correct the payment of 2026-01-05' }),
    );
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '1300.00');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/admin/payments/p1');
    expect(patch?.body).toEqual({ amount: '1300.00' });
  });

  it('starts a new payment record from what the business says is due, the currency a code', async () => {
    logInAs('operator');
    // Due in 40 days: a payment to come, so the record starts as pending.
    const ahead = isoDateToday(new Date(Date.now() + 40 * 86_400_000));
    const due = { ...business, annualPremium: '2400.00', nextPaymentDate: ahead };
    const { calls } = fakeAdmin(
      answering((call) =>
        call.method === 'POST' ? { code: 200, data: null } : { code: 200, data: due },
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add payment record' }));
    const form = within(screen.getByLabelText('Amount').closest('form')!);
    expect(form.getByLabelText('Amount')).toHaveValue('2400.00');
    expect(form.getByLabelText('Payment date')).toHaveValue(ahead);
    expect(form.getByLabelText('Payment status')).toHaveValue('pending');
    // Picked from the reference list, not typed.
    expect(form.getByLabelText('Currency').tagName).toBe('SELECT');
    expect(form.getByLabelText('Currency')).toHaveValue('USD');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      paymentDate: ahead,
      feeType: 'premium',
      currency: 'USD',
      amount: '2400.00',
      status: 'pending',
    });
  });

  it('starts a record for a due date already reached as paid', async () => {
    logInAs('operator');
    const today = isoDateToday();
    const lastWeek = isoDateToday(new Date(Date.now() - 7 * 86_400_000));
    for (const date of [today, lastWeek]) {
      const due = { ...business, annualPremium: '2400.00', nextPaymentDate: date };
      fakeAdmin(answering(() => ({ code: 200, data: due })));
      const user = userEvent.setup();
      const { unmount } = render();
      await user.click(await screen.findByRole('button', { name: 'Add payment record' }));
      const form = within(screen.getByLabelText('Amount').closest('form')!);
      expect(form.getByLabelText('Payment date')).toHaveValue(date);
      expect(form.getByLabelText('Payment status')).toHaveValue('paid');
      unmount();
    }
  });

  it('shows a note at the same status as that status, not "Submitted → Submitted" (issue 36)', async () => {
    logInAs('auditor');
    const statusChanges = [
      ...business.statusChanges,
      { from: 'submitted', to: 'submitted', at: '2026-01-02T00:00:00Z', note: 'Resubmitted' },
    ];
    fakeAdmin(answering(() => ({ code: 200, data: { ...business, statusChanges } })));
    render();
    const history = await screen.findByTestId('status-history');
    expect(history).not.toHaveTextContent('Submitted → Submitted');
    expect(within(history).getByText('Still Submitted')).toBeInTheDocument();
  });

  it("shows an auditor the business's own history in words, with a link to the full log", async () => {
    logInAs('auditor');
    const { calls } = fakeAdmin(answering(() => ({ code: 200, data: business })));
    render();
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByTestId('audit-entry')).toHaveTextContent(
      'Wong Siu Ming changed the status of business ORD-1 from Submitted to Under review',
    );
    const asked = calls.find((c) => c.path === '/admin/audit')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({
      objectType: 'business',
      objectId: 'b1',
    });
    expect(within(panel).getByRole('link', { name: 'Full history' })).toHaveAttribute(
      'href',
      '/audit?objectType=business&objectId=b1',
    );
  });

  it('shows no history to an operator, who may not read the log', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin(answering(() => ({ code: 200, data: business })));
    render();
    await screen.findByLabelText('Insurer');
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(calls.some((c) => c.path === '/admin/audit')).toBe(false);
  });

  it('is read-only for an auditor', async () => {
    logInAs('auditor');
    fakeAdmin(answering(() => ({ code: 200, data: business })));
    render();
    expect(await screen.findByLabelText('Insurer')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add payment record' })).toBeNull();
    expect(screen.getByTestId('status-history')).toHaveTextContent('Submitted');
  });

  it('names the application form among the documents by its kind', async () => {
    logInAs('operator');
    const application = {
      id: 'd1',
      name: 'Application form ORD-1.pdf',
      mime: 'application/pdf',
      size: 60_000,
      kind: 'application',
      url: '/admin/documents/d1',
    };
    fakeAdmin(answering(() => ({ code: 200, data: { ...business, documents: [application] } })));
    render();
    const list = await screen.findByTestId('document-list');
    expect(within(list).getByText('Application form', { selector: 'strong' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Open Application form ORD-1.pdf' }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { BusinessListScreen } from './business-list-screen';

/** Bulk changes from the business list (issue 37 point 4): select, confirm, read the summary. */
const row = (id: string, orderNo: string) => ({
  id,
  orderNo,
  policyNo: null,
  status: 'submitted',
  productType: 'insurance',
  insurer: null,
  productName: null,
  memberName: 'Chan Tai Man',
  memberEmail: 'demo@example.com',
  updatedAt: '2026-02-01T08:00:00.000Z',
  assigneeId: null,
  assigneeName: null,
});
const page = { list: [row('b1', 'ORD-1'), row('b2', 'ORD-2')], total: 2, page: 1, size: 20 };

describe('the business list bulk change', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('changes the selected after a confirmation and says what was refused and why', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin((call) =>
      call.method === 'POST'
        ? {
            code: 200,
            data: { changed: ['b1'], refused: [{ id: 'b2', code: 409, reason: 'Same status' }] },
          }
        : { code: 200, data: page },
    );
    const user = userEvent.setup();
    renderConsole(<BusinessListScreen />, { path: '/businesses', route: '/businesses' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ORD-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ORD-2' }));
    await user.selectOptions(screen.getByLabelText('New status'), 'reviewing');
    await user.click(screen.getByRole('button', { name: 'Change 2 selected' }));
    // Nothing is sent before the confirmation.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the 2 selected?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await waitFor(() => user.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        ids: ['b1', 'b2'],
        status: 'reviewing',
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/admin/businesses/bulk');
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome).toHaveTextContent('1 changed, 1 refused');
    expect(outcome).toHaveTextContent('ORD-2: Same status');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select ORD-1' })).not.toBeChecked(),
    );
  });

  it('offers no selection to an auditor', async () => {
    logInAs('auditor');
    fakeAdmin(() => ({ code: 200, data: page }));
    renderConsole(<BusinessListScreen />, { path: '/businesses', route: '/businesses' });
    await screen.findByText('ORD-1', { exact: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

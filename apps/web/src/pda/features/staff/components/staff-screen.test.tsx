import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { StaffScreen } from './staff-screen';

const account = {
  id: 's2',
  name: 'Bob',
  email: 'bob@example.com',
  role: 'agent',
  inviteCode: 'BOB123',
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
};

const render = () => renderConsole(<StaffScreen />, { path: '/staff' });
/** A row's action: its menu opened, the item chosen. */
async function act(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
const page = (list: unknown[]) => ({
  code: 200,
  data: { list, total: list.length, page: 1, size: 20 },
});

describe('StaffScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('is for admins only', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin(() => page([]));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('not allowed');
    expect(calls.filter((c) => c.path === '/admin/staff')).toHaveLength(0);
  });

  it('invites without a password, changes a role and disables an account', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET' ? page([account]) : { code: 200, data: account },
    );
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Name'), 'Cat');
    await user.type(screen.getByLabelText('E-mail'), 'cat@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'operator');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Cat',
        email: 'cat@example.com',
        role: 'operator',
      }),
    );
    // The role is changed in a panel above the list (a select in the table's grid loses its keys).
    await act(user, 'Bob', 'Change the role of Bob');
    const role = screen.getByLabelText('Role of Bob');
    expect(role).toHaveFocus();
    // Each takes effect at once, so each is confirmed first; cancelled, nothing is sent.
    await user.selectOptions(role, 'operator');
    expect(await screen.findByText('Make Bob Operator? This takes effect at once.')).toBeVisible();
    await waitFor(() => user.click(screen.getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(role).toHaveValue('agent');
    await user.selectOptions(role, 'auditor');
    await waitFor(() => user.click(screen.getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saved, the panel closes.
    await waitFor(() => expect(screen.queryByLabelText('Role of Bob')).toBeNull());
    await act(user, 'Bob', 'Disable Bob');
    expect(await screen.findByText(/Their sign-ins end at once/)).toBeInTheDocument();
    await waitFor(() => user.click(screen.getByRole('button', { name: 'Confirm' })));
    await waitFor(() => {
      const patches = calls.filter((c) => c.method === 'PATCH');
      expect(patches.map((c) => c.body)).toEqual([{ role: 'auditor' }, { disabled: true }]);
      expect(patches[0]?.path).toBe('/admin/staff/s2');
    });
  });

  it('sorts by a header on the server and sizes the page; one’s own row offers no role change', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([account, { ...account, id: 's1', name: 'Me' }]));
    const user = userEvent.setup();
    const { router } = render();
    const lists = () => calls.filter((c) => c.path === '/admin/staff');
    await screen.findAllByTestId('staff-row');
    await user.click(screen.getByRole('columnheader', { name: /Role/ }));
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('role'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(lists().at(-1)?.query.get('size')).toBe('100'));
    expect(router.state.location.search).toContain('size=100');
    await user.click(screen.getByRole('button', { name: 'Actions for Me' }));
    expect(await screen.findByRole('menuitem', { name: 'Send Me a password link' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Change the role of Me' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Disable Me' })).toBeNull();
  });

  it('sends someone a password link, and shows the link when the mail could not go', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET'
        ? page([account])
        : { code: 200, data: { mailed: false, link: 'http://x/pda/#/set-password?token=t1' } },
    );
    const user = userEvent.setup();
    render();
    await act(user, 'Bob', 'Send Bob a password link');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/admin/staff/s2/password-link'),
    );
    expect(await screen.findByText(/set-password\?token=t1/)).toBeInTheDocument();
  });

  it('resets a colleague’s second factor after a confirmation, and says they were mailed', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin((call) =>
      call.method === 'GET' ? page([account]) : { code: 200, data: { mailed: true } },
    );
    const user = userEvent.setup();
    render();
    await act(user, 'Bob', 'Reset the second factor of Bob');
    expect(await screen.findByText(/signed out/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    // The dialog takes clicks once its opening animation is over.
    await waitFor(() => user.click(confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/admin/staff/s2/mfa-reset'),
    );
    expect(await screen.findByText('Second factor reset; Bob was mailed')).toBeInTheDocument();
  });

  it('checks an initial password by the hwpwd rule', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([]));
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Name'), 'Cat');
    await user.type(screen.getByLabelText('E-mail'), 'cat@example.com');
    await user.type(screen.getByLabelText('Initial password (optional)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    // Beside the field (the toast says it too, as on every console form).
    await waitFor(() =>
      expect(screen.getByTestId('error-password')).toHaveTextContent(/letters and digits/),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks an initial password for length and the common list as the server does', async () => {
    logInAs('admin');
    const { calls } = fakeAdmin(() => page([]));
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Name'), 'Cat');
    await user.type(screen.getByLabelText('E-mail'), 'cat@example.com');
    const field = screen.getByLabelText('Initial password (optional)');
    await user.type(field, 'Abc1234');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    // Beside the field (the toast says it too, as on every console form).
    await waitFor(() =>
      expect(screen.getByTestId('error-password')).toHaveTextContent(/at least 8 characters/),
    );
    await user.clear(field);
    await user.type(field, 'admin123');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    // Beside the field (the toast says it too, as on every console form).
    await waitFor(() =>
      expect(screen.getByTestId('error-password')).toHaveTextContent(/too common/),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

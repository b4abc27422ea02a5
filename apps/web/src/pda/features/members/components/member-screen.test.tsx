import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAdmin,
  logInAs,
  renderConsole,
  reservationSummary,
  useConsoleTexts,
} from '../../../../../test/console';
import { MemberScreen } from './member-screen';

const detail = {
  member: {
    id: 'm1',
    name: 'Chan Tai Man',
    email: 'demo@example.com',
    mobile: '13800000000',
    staffName: 'Agent Smith',
    createdAt: '2026-01-01T00:00:00Z',
  },
  reservations: [reservationSummary()],
  businesses: [],
};

describe('MemberScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's reservations and sends a reservation link to their e-mail", async () => {
    logInAs('agent');
    const { calls } = fakeAdmin((call) =>
      call.method === 'POST'
        ? {
            code: 200,
            data: {
              token: 't2',
              link: 'http://localhost/#/pages/appointment/index?token=t2',
              email: 'demo@example.com',
              productType: 'trust',
              mailed: false,
            },
          }
        : { code: 200, data: detail },
    );
    const user = userEvent.setup();
    renderConsole(<MemberScreen />, { path: '/members/:id', route: '/members/m1' });
    expect(await screen.findByRole('heading', { name: 'Chan Tai Man' })).toBeInTheDocument();
    expect(screen.getByTestId('reservation-list')).toHaveTextContent('Insurance policy');
    expect(screen.getByLabelText("Member's e-mail")).toHaveValue('demo@example.com');
    await user.selectOptions(screen.getByLabelText('Product'), 'trust');
    await user.click(screen.getByRole('button', { name: 'Create and send' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reservation link')).toHaveValue(
      'http://localhost/#/pages/appointment/index?token=t2',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'QR code of the reservation link' }),
      ).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      email: 'demo@example.com',
      productType: 'trust',
      lang: 'en-US',
    });
  });

  it('opens a business for the member without a reservation and goes to it', async () => {
    logInAs('operator');
    const { calls } = fakeAdmin((call) =>
      call.method === 'POST' ? { code: 200, data: { id: 'b9' } } : { code: 200, data: detail },
    );
    const user = userEvent.setup();
    const { router } = renderConsole(<MemberScreen />, {
      path: '/members/:id',
      route: '/members/m1',
      routes: [{ path: '/businesses/:id', element: <p>business page</p> }],
    });
    // The form is its own card, named by its heading.
    const form = await screen.findByRole('form', { name: 'New business for this member' });
    expect(form).toHaveClass('console-card');
    await user.click(within(form).getByRole('button', { name: 'Create business' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Product of the new business')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Product of the new business'), 'trust');
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/b9'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/admin/businesses',
      body: { ownerEmail: 'demo@example.com', productType: 'trust' },
    });
  });
});

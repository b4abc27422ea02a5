import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReservation } from '@app/contract/testing/dto-fixtures';
import { demoMember, fakeServer } from '../../test/server';
import { AppProviders } from './providers';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

const token = 'tok_roundtrip_123';
const link = `/pages/appointment/index?token=${token}`;

describe('a reservation link opened without a session', () => {
  it('goes through login and comes back to the link, token included', async () => {
    const reservation = sampleReservation({ token, productType: 'ita' });
    fakeServer((path) => {
      if (path === 'policyholder/Login') {
        return { code: 200, data: { token: 'member-9', member: demoMember } };
      }
      if (path === 'policyholder/checkAppointUrl') return { code: 200, data: reservation };
      return { code: 200, data: {} };
    });
    const router = createMemoryRouter(routes, { initialEntries: [link] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(link)}`);

    fireEvent.change(screen.getByLabelText(/e-mail/i), { target: { value: demoMember.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

    // The link screen opens the reservation and moves on to the ITA overview with the token.
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe('/pages/appointment/ITA/index'),
      {
        timeout: 5000,
      },
    );
    expect(router.state.location.search).toBe(`?token=${token}`);
    expect(await screen.findByTestId('section-ita')).toBeInTheDocument();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  });
});

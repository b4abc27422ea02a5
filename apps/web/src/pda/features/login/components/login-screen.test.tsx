import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, useConsoleTexts } from '../../../../../test/console';
import { fakeServer } from '../../../../../test/server';
import { getBearer, getStaff } from '../../../lib/staff-session';
import type * as Rsa from '../../../lib/rsa';
import { LoginScreen } from './login-screen';

vi.mock('../../../lib/rsa', async (original) => ({
  ...(await original<typeof Rsa>()),
  encryptPassword: vi.fn(async (_pem: string, password: string) => `encrypted(${password})`),
}));

const staff = { id: 's1', name: 'Ada', email: 'admin@example.com', role: 'admin' };

function render(route = '/login?from=%2Fbusinesses%2Fb1') {
  return renderConsole(<LoginScreen />, {
    path: '/login',
    route,
    routes: [{ path: '*', element: <p>landed</p> }],
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('encrypts the password with the site key, stores the login and returns to where it was', async () => {
    const { seen } = fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? { code: 200, data: { publicKey: 'PEM', bits: 1024, exponent: 65537 } }
        : {
            code: 200,
            data: { bearer_token: 'b1', refresh_token: 'r1', expire_in: 900, staff },
          },
    );
    const { router } = render();
    await fillIn('Admin@Example.com', 'Admin2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/b1'));
    expect(seen[1]?.fields).toMatchObject({
      username: 'admin@example.com',
      password: 'encrypted(Admin2026)',
    });
    expect(getBearer()).toBe('b1');
    expect(getStaff()).toEqual(staff);
  });

  it("checks SPEC's hwpwd rule before sending anything", async () => {
    const { seen } = fakeServer(() => ({ code: 200 }));
    render();
    await fillIn('admin@example.com', 'abcdef');
    // The field's own message (a toast says the same; under load both are there by the time the
    // query looks, and a query by text alone found two).
    expect(await screen.findByTestId('error-password')).toHaveTextContent(/letters and digits/i);
    expect(seen).toHaveLength(0);
  });

  it('shows a refused login as an alert and keeps the input', async () => {
    fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? { code: 200, data: { publicKey: 'PEM', bits: 1024, exponent: 65537 } }
        : { code: 400, msg: 'Incorrect account or password' },
    );
    render();
    await fillIn('admin@example.com', 'Wrong2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@example.com');
  });

  it('shows the lockout with the seconds to wait and blocks the button meanwhile', async () => {
    fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? { code: 200, data: { publicKey: 'PEM', bits: 1024, exponent: 65537 } }
        : { code: 429, msg: 'Too many attempts', data: { retryAfter: 90 } },
    );
    render();
    await fillIn('admin@example.com', 'Wrong2026');
    expect(await screen.findByTestId('lockout')).toHaveTextContent('Try again in 90 s');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});

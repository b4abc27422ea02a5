import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, useConsoleTexts } from '../../../../../test/console';
import { fakeServer } from '../../../../../test/server';
import type * as Rsa from '../../../lib/rsa';
import { SetPasswordScreen } from './set-password-screen';

vi.mock('../../../lib/rsa', async (original) => ({
  ...(await original<typeof Rsa>()),
  encryptPassword: vi.fn(async (_pem: string, password: string) => `encrypted(${password})`),
}));

function render(route = '/set-password?token=invite-token') {
  return renderConsole(<SetPasswordScreen />, {
    path: '/set-password',
    route,
    routes: [{ path: '/login', element: <p>login page</p> }],
  });
}

async function fillIn(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

const publicKey = { code: 200, data: { publicKey: 'PEM', bits: 1024, exponent: 65537 } };

describe('SetPasswordScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('sends the invitation token and the encrypted password, then goes to the login', async () => {
    const { seen } = fakeServer((path) =>
      path === 'pda/site/publicKey' ? publicKey : { code: 200, data: null },
    );
    render();
    await fillIn('Welcome2026', 'Welcome2026');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(seen[1]?.path).toBe('pda/site/setPassword');
    expect(seen[1]?.fields).toMatchObject({
      token: 'invite-token',
      password: 'encrypted(Welcome2026)',
    });
  });

  it('checks both entries and the hwpwd rule before sending anything', async () => {
    const { seen } = fakeServer(() => ({ code: 200 }));
    render();
    await fillIn('Welcome2026', 'Welcome2027');
    // Beside the field (a toast may say it too).
    expect(await screen.findByTestId('error-confirm')).toHaveTextContent(
      'The two entries do not match',
    );
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['Abc1234', 'A staff password must have at least 8 characters'],
    ['password1', 'This password is too common, please choose another'],
  ])('refuses %s before sending anything, as the server would', async (password, message) => {
    const { seen } = fakeServer(() => ({ code: 200 }));
    render();
    await fillIn(password, password);
    expect(await screen.findByTestId('error-password')).toHaveTextContent(message);
    expect(seen).toHaveLength(0);
  });

  it('shows a refused token as an alert and keeps the input', async () => {
    fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? publicKey
        : { code: 400, msg: 'This invitation link is not valid any more' },
    );
    render();
    await fillIn('Welcome2026', 'Welcome2026');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid'),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Welcome2026');
  });

  it("shows the server's message on the password field and keeps both entries", async () => {
    fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? publicKey
        : { code: 400, msg: 'Invalid', data: { fields: { password: 'Not accepted here' } } },
    );
    render();
    await fillIn('Welcome2026', 'Welcome2026');
    expect(await screen.findByTestId('error-password')).toHaveTextContent('Not accepted here');
    expect(screen.getByLabelText('New password again')).toHaveValue('Welcome2026');
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('says WebCrypto is missing, not a server error, outside a secure context', async () => {
    const rsa = await import('../../../lib/rsa');
    vi.mocked(rsa.encryptPassword).mockRejectedValueOnce(new rsa.NoWebCryptoError());
    fakeServer(() => publicKey);
    render();
    await fillIn('Welcome2026', 'Welcome2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(/secure|HTTPS/i);
  });

  it('says so when the link has no token', () => {
    fakeServer(() => ({ code: 200 }));
    render('/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent('The invitation link is incomplete');
  });
});

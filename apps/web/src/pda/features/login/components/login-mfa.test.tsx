import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, useConsoleTexts } from '../../../../../test/console';
import { fakeServer } from '../../../../../test/server';
import { getBearer } from '../../../lib/staff-session';
import type * as Rsa from '../../../lib/rsa';
import { LoginScreen } from './login-screen';

vi.mock('../../../lib/rsa', async (original) => ({
  ...(await original<typeof Rsa>()),
  encryptPassword: vi.fn(async (_pem: string, password: string) => `encrypted(${password})`),
}));

const staff = { id: 's1', name: 'Ada', email: 'admin@example.com', role: 'admin' };
const tokens = { bearer_token: 'b1', refresh_token: 'r1', expire_in: 900, staff };
const publicKey = { code: 200, data: { publicKey: 'PEM', bits: 1024, exponent: 65537 } };

function render() {
  return renderConsole(<LoginScreen />, {
    path: '/login',
    route: '/login',
    routes: [{ path: '*', element: <p>landed</p> }],
  });
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'Admin2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('the login’s second factor', () => {
  beforeEach(useConsoleTexts);

  it('continues to a code step, keeps no token before it, and logs in with the code', async () => {
    const { seen } = fakeServer((path, fields) => {
      if (path === 'pda/site/publicKey') return publicKey;
      if (path === 'pda/site/login') {
        return { code: 200, data: { mfaRequired: true, mfa_token: 'm1', methods: ['totp'] } };
      }
      return fields.code === '123456'
        ? { code: 200, data: tokens }
        : { code: 400, msg: 'The code is not correct or was already used' };
    });
    const { router } = render();
    const user = await logIn();
    await screen.findByRole('heading', { name: 'Second factor' });
    expect(getBearer()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await user.type(screen.getByLabelText('Code or recovery code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not correct');

    await user.clear(screen.getByLabelText('Code or recovery code'));
    await user.type(screen.getByLabelText('Code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getBearer()).toBe('b1');
    expect(seen.at(-1)).toMatchObject({
      path: 'pda/site/mfa/verify',
      fields: { mfa_token: 'm1', code: '123456' },
    });
  });

  it('offers the passkey when the account has one, and goes back to the password', async () => {
    fakeServer((path) =>
      path === 'pda/site/publicKey'
        ? publicKey
        : {
            code: 200,
            data: { mfaRequired: true, mfa_token: 'm1', methods: ['passkey', 'recovery'] },
          },
    );
    render();
    const user = await logIn();
    await screen.findByRole('button', { name: 'Use a passkey' });
    await user.click(screen.getByRole('button', { name: 'Back to the login' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });

  it('enrols an authenticator app, then shows the recovery codes once before going in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${i}m`);
    const { seen } = fakeServer((path) => {
      if (path === 'pda/site/publicKey') return publicKey;
      if (path === 'pda/site/login') {
        return { code: 200, data: { mfaSetupRequired: true, mfa_token: 'e1' } };
      }
      if (path === 'pda/site/mfa/totp/setup') {
        return {
          code: 200,
          data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' },
        };
      }
      return { code: 200, data: { recoveryCodes: codes, ...tokens } };
    });
    const { router } = render();
    const user = await logIn();
    await screen.findByRole('heading', { name: 'Set up a second factor' });
    await user.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    await user.type(screen.getByLabelText('6-digit code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    // Each heading once: the page says the factor is on, the panel names the codes.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Your second factor is on',
      'Your recovery codes',
    ]);
    // The login is kept at once; the person leaves when they say the codes are saved.
    expect(getBearer()).toBe('b1');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(seen.find((call) => call.path === 'pda/site/mfa/totp/enable')?.fields).toMatchObject({
      mfa_token: 'e1',
      code: '654321',
    });
  });
});

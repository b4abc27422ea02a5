import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { demoMember, fakeServer } from '../../../../test/server';
import { CodeLoginScreen } from './code-login-screen';
import { LoginScreen } from './login-screen';

afterEach(() => vi.unstubAllGlobals());

const loginPath = '/pages/login/index';
const codePath = '/pages/login/code';

/** From the login screen's link, as the member gets there (the way back travels along). */
async function openCodeLogin(route = loginPath) {
  const user = userEvent.setup();
  renderScreen(<LoginScreen />, {
    path: loginPath,
    route,
    routes: [
      { path: codePath, element: <CodeLoginScreen /> },
      { path: '/pages/business/index', element: <p>business tab</p> },
      { path: '/pages/my/index', element: <p>personal centre</p> },
    ],
  });
  await user.click(screen.getByRole('link', { name: 'Log in with an e-mail code' }));
  await screen.findByTestId('code-login-form');
  return user;
}

describe('Log in with an e-mail code', () => {
  it('sends a login code, checks it as typed, logs in with its token and opens the business list', async () => {
    const { seen } = fakeServer((apiPath) => {
      if (apiPath === 'user/mailcode')
        return { code: 200, msg: 'Verification Code Sent Successfully' };
      if (apiPath === 'user/checkEmailCode') {
        return { code: 200, data: { code: '00', token: 'login-proof' } };
      }
      return {
        code: 200,
        msg: 'Login Successful',
        data: { token: 'member-token-1', member: demoMember },
      };
    });
    const user = await openCodeLogin();
    expect(screen.getByRole('heading', { name: 'Log in with an e-mail code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('user/mailcode'));
    expect(seen.find((r) => r.path === 'user/mailcode')?.fields).toMatchObject({
      accountNo: 'demo@example.com',
      transactionType: 'login',
    });
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('user/checkEmailCode'));
    expect(seen.find((r) => r.path === 'user/checkEmailCode')?.fields).toMatchObject({
      code: '123456',
      transactionType: 'login',
    });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('business tab')).toBeInTheDocument();
    expect(seen.find((r) => r.path === 'policyholder/CodeLogin')?.fields).toMatchObject({
      account: 'demo@example.com',
      codeToken: 'login-proof',
    });
    expect(localStorage.getItem('member-token')).toBe('member-token-1');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  });

  it('marks a wrong code as soon as it is typed and keeps the address', async () => {
    fakeServer(() => ({ code: 200, data: { code: '01', error: 'Incorrect Verification Code' } }));
    const user = await openCodeLogin();
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('E-mail code'), '000000');
    expect(await screen.findByTestId('error-code')).toHaveTextContent(
      'Incorrect Verification Code',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.com');
  });

  it('checks the fields before sending anything, and switches back to the password', async () => {
    const { fetchMock } = fakeServer(() => ({ code: 200 }));
    const user = await openCodeLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('error-account')).toHaveTextContent('Please enter the e-mail');
    expect(screen.getByTestId('error-code')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Log in with a password' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('returns to the page that sent the member to log in', async () => {
    fakeServer((apiPath) =>
      apiPath === 'user/checkEmailCode'
        ? { code: 200, data: { code: '00', token: 'login-proof' } }
        : { code: 200, data: { token: 'member-token-1', member: demoMember } },
    );
    const user = await openCodeLogin(`${loginPath}?redirect=%2Fpages%2Fmy%2Findex`);
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('personal centre')).toBeInTheDocument();
  });
});

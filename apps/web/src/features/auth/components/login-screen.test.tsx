import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { demoMember, fakeServer } from '../../../../test/server';
import { revealEverythingAtOnce } from '../../../hooks/use-reveal-in-steps';
import { LoginScreen } from './login-screen';

afterEach(() => vi.unstubAllGlobals());

const loginPath = '/pages/login/index';
const myRoute = { path: '/pages/my/index', element: <p>personal centre</p> };
const businessRoute = { path: '/pages/business/index', element: <p>business tab</p> };

function renderLogin(route = loginPath, firstPaint = false) {
  const user = userEvent.setup();
  const view = renderScreen(<LoginScreen />, {
    path: loginPath,
    route,
    routes: [myRoute, businessRoute],
    firstPaint,
  });
  const account = () => screen.getByLabelText('E-mail');
  const password = () => screen.getByLabelText('Password');
  const submit = () => user.click(screen.getByRole('button', { name: 'Log In' }));
  return { ...view, user, account, password, submit };
}

describe('LoginScreen', () => {
  // Issue 14: the whole screen was one task of 47-55 ms on a fast machine's cold start.
  it('renders the form with the screen, and the other links and the language switch after it', async () => {
    revealEverythingAtOnce(false);
    try {
      renderLogin(loginPath, true);
      expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /register/i })).toBeNull();
      expect(await screen.findByRole('link', { name: /register/i })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'English' })).toBeInTheDocument();
    } finally {
      revealEverythingAtOnce();
    }
  });

  it('names every input after its payload field', () => {
    const { account, password } = renderLogin();
    expect(account()).toHaveAttribute('name', 'account');
    expect(password()).toHaveAttribute('name', 'password');
  });

  it('prompts each missing field in its own words, toasts the first and sends nothing', async () => {
    const { fetchMock } = fakeServer(() => ({ code: 200 }));
    const { submit, account, password } = renderLogin();
    await submit();
    const accountError = await screen.findByTestId('error-account');
    expect(accountError).toHaveTextContent('Please enter the e-mail');
    expect(screen.getByTestId('error-password')).toHaveTextContent('Please enter the password');
    // SPEC §5: the failed check is also a toast, with the first field's message.
    await waitFor(() =>
      expect(document.querySelector('.toast__main')).toHaveTextContent('Please enter the e-mail'),
    );
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(account()).toHaveAttribute('aria-describedby', accountError.id);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(account()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field message once the field is edited', async () => {
    const { submit, user, account } = renderLogin();
    await submit();
    await screen.findByTestId('error-account');
    await user.type(account(), 'a');
    expect(screen.queryByTestId('error-account')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user, password } = renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('a failed login keeps what was typed and shows the server message', async () => {
    fakeServer(() => ({ code: 400, msg: 'Incorrect account or password' }));
    const { user, account, password, submit } = renderLogin();
    await user.type(account(), 'demo@example.com');
    await user.type(password(), 'Wrong1234');
    await submit();
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();
    expect(account()).toHaveValue('demo@example.com');
    expect(password()).toHaveValue('Wrong1234');
    expect(localStorage.getItem('member-token')).toBeNull();
  });

  it("shows a code 400's data.fields beside the fields", async () => {
    fakeServer(() => ({
      code: 400,
      msg: 'please enter all data correctly',
      data: { fields: { account: 'Please fill in the correct email format' } },
    }));
    const { user, account, password, submit } = renderLogin();
    await user.type(account(), 'demo@example');
    await user.type(password(), 'Demo1234');
    await submit();
    expect(await screen.findByTestId('error-account')).toHaveTextContent(
      'Please fill in the correct email format',
    );
    expect(account()).toHaveValue('demo@example');
  });

  it('stores the session, says so and returns to the page that sent the member here', async () => {
    const { seen } = fakeServer(() => ({
      code: 200,
      data: { token: 'tok-1', member: demoMember },
    }));
    const { user, account, password, submit, router } = renderLogin(
      `${loginPath}?redirect=${encodeURIComponent('/pages/my/index')}`,
    );
    await user.type(account(), 'Demo@Example.com');
    await user.type(password(), 'Demo1234');
    await submit();
    expect(await screen.findByText('personal centre')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/my/index');
    expect(seen[0]!.fields).toMatchObject({ account: 'demo@example.com', password: 'Demo1234' });
    expect(localStorage.getItem('member-token')).toBe('tok-1');
    expect(localStorage.getItem('userid')).toBe('m1');
    expect(JSON.parse(localStorage.getItem('login_info') ?? '{}')).toEqual({
      cname: 'Chan Tai Man',
    });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  });

  it('goes to the business tab when no return path was given', async () => {
    fakeServer(() => ({ code: 200, data: { token: 'tok-1', member: demoMember } }));
    const { user, account, password, submit } = renderLogin();
    await user.type(account(), 'demo@example.com');
    await user.type(password(), 'Demo1234');
    await submit();
    expect(await screen.findByText('business tab')).toBeInTheDocument();
  });

  it('switches the language from the login screen and remembers it', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('name', 'account');
    expect(localStorage.getItem('language')).toBe('zh-CN');
  });
});

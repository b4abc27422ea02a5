import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { demoMember, fakeServer } from '../../../../test/server';
import { MyScreen } from './my-screen';

const loginRoute = { path: '/pages/login/index', element: <p>login screen</p> };

beforeEach(() => {
  localStorage.setItem('member-token', 'tok-1');
  localStorage.setItem('userid', 'm1');
  localStorage.setItem('login_info', JSON.stringify({ cname: demoMember.name }));
});
afterEach(() => vi.unstubAllGlobals());

function renderMy() {
  const server = fakeServer((path) =>
    path === 'policyholder/MemberInfo' ? { code: 200, data: demoMember } : { code: 200 },
  );
  const view = renderScreen(<MyScreen />, { path: '/pages/my/index', routes: [loginRoute] });
  // antd-mobile animates the dialog in with pointer-events off; jsdom never finishes the animation.
  return { ...server, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('MyScreen', () => {
  it('shows the name, mobile and e-mail from policyholder/MemberInfo', async () => {
    renderMy();
    expect(await screen.findByText(demoMember.mobile)).toBeInTheDocument();
    expect(screen.getByTestId('member-email')).toHaveTextContent(demoMember.email);
    expect(screen.getByTestId('member-name')).toHaveTextContent(demoMember.name);
  });

  it('links to the money area: remittances, bank accounts and statement', async () => {
    renderMy();
    expect(await screen.findByRole('link', { name: 'My remittances' })).toHaveAttribute(
      'href',
      '/pages/my/remittances',
    );
    expect(screen.getByRole('link', { name: 'My bank accounts' })).toHaveAttribute(
      'href',
      '/pages/my/accounts',
    );
    expect(screen.getByRole('link', { name: 'My statement' })).toHaveAttribute(
      'href',
      '/pages/my/statement',
    );
  });

  it('gives every link a row of its own, so each one is the whole row to tap', async () => {
    renderMy();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Family members', 'My remittances', 'Change login password']),
    );
    const rows = links.map((link) => link.closest('.adm-list-item'));
    expect(rows.every(Boolean)).toBe(true);
    expect(new Set(rows).size).toBe(links.length);
  });

  it('asks before logging out and stays when the member cancels', async () => {
    const { user, seen } = renderMy();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to log out?')).not.toBeInTheDocument(),
    );
    expect(seen.some((r) => r.path === 'policyholder/Logout')).toBe(false);
    expect(localStorage.getItem('member-token')).toBe('tok-1');
  });

  it('on confirm calls policyholder/Logout, clears the session and goes to login', async () => {
    const { user, seen, router } = renderMy();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    const logout = seen.find((r) => r.path === 'policyholder/Logout');
    expect(logout?.fields.auth_token).toBe('tok-1');
    expect(localStorage.getItem('member-token')).toBeNull();
    expect(localStorage.getItem('userid')).toBeNull();
    expect(localStorage.getItem('login_info')).toBeNull();
    expect(router.state.location.pathname).toBe('/pages/login/index');
    expect(await screen.findByText('Log Out Successful')).toBeInTheDocument();
  });

  it('links to the message centre with its unread count, and to the profile', async () => {
    fakeServer((path) =>
      path === 'user/notice'
        ? { code: 200, data: { list: [], total: 0, unreadCount: 4 } }
        : { code: 200, data: demoMember },
    );
    renderScreen(<MyScreen />, { path: '/pages/my/index' });
    const messages = await screen.findByRole('link', { name: 'Message Centre, 4 unread' });
    expect(messages).toHaveAttribute('href', '/pages/my/messages');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/pages/my/profile',
    );
  });
});

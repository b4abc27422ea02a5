import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealEverythingAtOnce } from '../hooks/use-reveal-in-steps';
import { renderScreen } from '../../test/render';
import { fakeServer } from '../../test/server';
import { TabLayout } from './tab-layout';

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

function renderTabs(unreadCount: () => number, firstPaint = false) {
  const server = fakeServer((path, fields) =>
    path === 'user/notice'
      ? { code: 200, data: { list: [], total: 0, unreadCount: unreadCount() } }
      : { code: 200, data: { fields } },
  );
  const view = renderScreen(<TabLayout />, {
    path: '/pages/business',
    route: '/pages/business',
    firstPaint,
  });
  return { ...server, ...view };
}

describe('TabLayout', () => {
  it('shows the unread count on the personal centre tab, in its badge and its name', async () => {
    const { seen } = renderTabs(() => 3);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const my = await within(nav).findByRole('link', { name: 'Personal Center, 3 unread' });
    expect(within(my).getByTestId('unread-badge')).toHaveTextContent('3');
    expect(within(my).getByTestId('unread-badge')).toHaveAttribute('aria-hidden', 'true');
    // The cheap form of the call: the count only.
    expect(seen[0]?.fields).toMatchObject({ countOnly: '1' });
    expect(within(nav).getByRole('link', { name: 'Business' })).toBeInTheDocument();
  });

  it('shows no badge with nothing unread, and asks again when the app regains focus', async () => {
    let count = 0;
    const { seen } = renderTabs(() => count);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Personal Center' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    count = 2;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByRole('link', { name: 'Personal Center, 2 unread' }),
    ).toBeInTheDocument();
  });

  it("renders the screen's place first and the tabs in a render after it", async () => {
    // test/setup.ts renders everything at once; this test needs the real order.
    revealEverythingAtOnce(false);
    try {
      const { container } = renderTabs(() => 0, true);
      expect(container.querySelector('.tab-layout__body')).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(
        await screen.findByRole('navigation', { name: 'Main navigation' }),
      ).toBeInTheDocument();
    } finally {
      revealEverythingAtOnce();
    }
  });
});

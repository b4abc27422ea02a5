import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAdmin,
  logInAs,
  renderConsole,
  reservationSummary,
  useConsoleTexts,
} from '../../../../../test/console';
import { GlobalSearch } from '../../../components/global-search';
import { SearchScreen } from './search-screen';

/** The header's search and its results, grouped by kind with links (issue 37 point 4). */
const found = {
  members: {
    list: [
      {
        id: 'm1',
        name: 'Chan Tai Man',
        email: 'demo@example.com',
        mobile: '98761234',
        staffId: null,
        staffName: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    total: 1,
  },
  reservations: { list: [reservationSummary()], total: 1 },
  businesses: { list: [], total: 0 },
};

describe('the console search', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('goes from the header to the results, grouped, each row a link to its page', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin(() => ({ code: 200, data: found }));
    const user = userEvent.setup();
    const { router } = renderConsole(<GlobalSearch />, {
      path: '/dashboard',
      routes: [{ path: '/search', element: <SearchScreen /> }],
    });
    const box = screen.getByRole('searchbox', {
      name: 'Search members, reservations and businesses',
    });
    await user.type(box, '  9876  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=9876');
    const members = await screen.findByTestId('search-members');
    expect(calls.find((c) => c.path === '/admin/search')?.query.get('q')).toBe('9876');
    expect(within(members).getByRole('link', { name: /Chan Tai Man/ })).toHaveAttribute(
      'href',
      '/members/m1',
    );
    expect(within(members).getByRole('link', { name: 'See all 1' })).toHaveAttribute(
      'href',
      '/members?q=9876',
    );
    expect(screen.getByTestId('search-reservations')).toHaveTextContent('Chan Tai Man');
    expect(screen.getByTestId('search-businesses')).toHaveTextContent('Nothing found');
  });
});

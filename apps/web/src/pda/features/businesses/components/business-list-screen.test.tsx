import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTextsIn, fakeAdmin, logInAs, renderConsole } from '../../../../../test/console';
import { BusinessListScreen } from './business-list-screen';

const render = (route: string) =>
  renderConsole(<BusinessListScreen />, { path: '/businesses', route });
const empty = { code: 200, data: { list: [], total: 0, page: 1, size: 20 } };

/** The dashboard's filters on the business list (issue 37): asked of the server, said, cleared. */
describe('BusinessListScreen, filtered from the dashboard', () => {
  beforeEach(() => logInAs('operator'));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en-US', '/businesses?due=7', 'due', '7', 'Payment due within 7 days'],
    ['zh-CN', '/businesses?overdue=1', 'overdue', '1', '已逾期缴费'],
    ['en-US', '/businesses?coolingOff=1', 'coolingOff', '1', 'Cooling-off ending within 7 days'],
  ] as const)('%s %s', async (lang, route, key, value, said) => {
    consoleTextsIn(lang);
    const { calls } = fakeAdmin(() => empty);
    render(route);
    expect(await screen.findByTestId('dashboard-filter')).toHaveTextContent(said);
    const list = calls.filter((c) => c.path === '/admin/businesses');
    expect(list[0]?.query.get(key)).toBe(value);
  });

  it('goes back to every business', async () => {
    consoleTextsIn('en-US');
    const { calls } = fakeAdmin(() => empty);
    const { router } = render('/businesses?due=30&status=inForce');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Show all businesses' }));
    expect(router.state.location.search).toBe('?status=inForce');
    await waitFor(() => expect(calls.at(-1)?.query.has('due')).toBe(false));
    expect(screen.queryByTestId('dashboard-filter')).toBeNull();
  });

  it('says nothing of a filter when none came', async () => {
    consoleTextsIn('en-US');
    fakeAdmin(() => empty);
    render('/businesses');
    await screen.findByText('No businesses match');
    expect(screen.queryByTestId('dashboard-filter')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consoleResources,
  consoleTextsIn,
  fakeAdmin,
  logInAs,
  renderConsole,
} from '../../../../../test/console';
import { DashboardScreen } from './dashboard-screen';

const counts = {
  reservationsWaiting: 4,
  changesRequested: 1,
  dueIn7Days: 2,
  dueIn30Days: 5,
  overdue: 3,
  coolingOffEnding: 6,
  remittancesToConfirm: 7,
  documentsExpiring: 8,
};
/** Each figure's list, filtered as the server counts it. */
const links: [keyof typeof counts, string][] = [
  ['reservationsWaiting', '/queue?review=pending'],
  ['changesRequested', '/queue?status=all&review=changesRequested'],
  ['dueIn7Days', '/businesses?due=7'],
  ['dueIn30Days', '/businesses?due=30'],
  ['overdue', '/businesses?overdue=1'],
  ['coolingOffEnding', '/businesses?coolingOff=1'],
  ['remittancesToConfirm', '/remittances?status=submitted'],
  ['documentsExpiring', '/queue?status=all&idExpiring=90'],
];

const render = () =>
  renderConsole(<DashboardScreen />, {
    path: '/dashboard',
    routes: [{ path: '/businesses', element: <p>business list</p> }],
  });

describe('DashboardScreen', () => {
  beforeEach(() => logInAs('agent'));
  afterEach(() => vi.unstubAllGlobals());

  it.each(['zh-CN', 'en-US'] as const)(
    'shows each figure as a card linking to its filtered list (%s)',
    async (lang) => {
      consoleTextsIn(lang);
      const texts = consoleResources[lang] as Record<string, string>;
      const { calls } = fakeAdmin(() => ({ code: 200, data: counts }));
      render();
      await screen.findByTestId('dashboard');
      expect(calls.map((c) => c.path)).toEqual(['/admin/dashboard']);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        texts['pda.dashboard.title'] ?? '',
      );
      for (const [key, href] of links) {
        const link = screen.getByRole('link', { name: new RegExp(texts[`pda.dashboard.${key}`]!) });
        expect(link, key).toHaveAttribute('href', href);
        expect(link, key).toHaveTextContent(String(counts[key]));
      }
    },
  );

  it('follows a figure to its list', async () => {
    consoleTextsIn('en-US');
    fakeAdmin(() => ({ code: 200, data: counts }));
    const { router } = render();
    await userEvent.setup().click(await screen.findByRole('link', { name: /Payments overdue/ }));
    expect(router.state.location.pathname).toBe('/businesses');
    expect(router.state.location.search).toBe('?overdue=1');
  });

  it('shows loading, then a failure with a retry', async () => {
    consoleTextsIn('en-US');
    let fail = true;
    fakeAdmin(() => (fail ? { code: 500, msg: 'boom' } : { code: 200, data: counts }));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(/Could not load/);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
  });

  it('says so when nothing waits, the cards still there', async () => {
    consoleTextsIn('en-US');
    fakeAdmin(() => ({
      code: 200,
      data: Object.fromEntries(Object.keys(counts).map((key) => [key, 0])),
    }));
    render();
    expect(await screen.findByText('Nothing is waiting')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: /Reservations waiting/ })).toHaveTextContent('0');
  });
});

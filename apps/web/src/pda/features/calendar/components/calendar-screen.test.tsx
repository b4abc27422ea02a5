import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTextsIn, fakeAdmin, logInAs, renderConsole } from '../../../../../test/console';
import { CalendarScreen } from './calendar-screen';

const entries = [
  {
    date: '2026-12-03',
    kind: 'payment',
    businessId: 'b1',
    orderNo: 'BO-1',
    policyNo: 'POL-1',
    memberName: '陈大文',
    amount: '1234.50',
    currency: 'USD',
  },
  {
    date: '2026-12-10',
    kind: 'renewal',
    businessId: 'b2',
    orderNo: 'BO-2',
    policyNo: null,
    memberName: null,
    amount: null,
    currency: null,
  },
];

const render = (route = '/calendar?month=2026-12') =>
  renderConsole(<CalendarScreen />, {
    path: '/calendar',
    route,
    routes: [{ path: '/businesses/:id', element: <p>a business</p> }],
  });

describe('CalendarScreen', () => {
  beforeEach(() => logInAs('agent'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the whole weeks of the month in the URL and shows each entry by its day', async () => {
    consoleTextsIn('en-US');
    const { calls } = fakeAdmin(() => ({ code: 200, data: { entries } }));
    render();
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('December 2026');
    await screen.findAllByText('POL-1', { exact: false });
    const asked = calls.find((c) => c.path === '/admin/calendar')!;
    expect([asked.query.get('from'), asked.query.get('to')]).toEqual(['2026-11-30', '2027-01-03']);
    // The grid: a column per weekday, the entry in its day's cell, linked to its business.
    const grid = screen.getByTestId('calendar-grid');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const cell = within(grid).getByText('Thursday, December 3').closest('td')!;
    const link = within(cell).getByRole('link');
    expect(link).toHaveAttribute('href', '/businesses/b1');
    expect(link).toHaveTextContent('Payment due POL-1 · 陈大文 · USD 1234.50');
    // The phone's list: only the days with entries, each a titled group.
    const agenda = screen.getByTestId('calendar-agenda');
    expect(
      within(agenda)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Thursday, December 3', 'Thursday, December 10']);
    expect(within(agenda).getByRole('link', { name: /Renewal BO-2/ })).toBeInTheDocument();
  });

  it('moves a month at a time, keeping the month in the URL, and says when it is empty', async () => {
    consoleTextsIn('zh-CN');
    const { calls } = fakeAdmin((call) => ({
      code: 200,
      data: { entries: call.query.get('from') === '2026-11-30' ? entries : [] },
    }));
    const { router } = render();
    await screen.findAllByText('POL-1', { exact: false });
    await userEvent.setup().click(screen.getByRole('button', { name: '下个月' }));
    expect(router.state.location.search).toBe('?month=2027-01');
    expect(await screen.findByText('本月没有到期缴费、续保或冷静期届满')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('from')).toBe('2026-12-28');
    await userEvent.setup().click(screen.getByRole('button', { name: '上个月' }));
    expect(router.state.location.search).toBe('?month=2026-12');
  });

  it('opens on the current month when the URL names none or a bad one', async () => {
    consoleTextsIn('en-US');
    const { calls } = fakeAdmin(() => ({ code: 200, data: { entries: [] } }));
    render('/calendar?month=2026-13');
    await screen.findByText('No payments due, renewals or cooling-off endings this month');
    const from = calls.find((c) => c.path === '/admin/calendar')!.query.get('from')!;
    // Today is marked in words as well as by its outline.
    const todayCell = document.querySelector('td[aria-current="date"]');
    expect(todayCell).toHaveTextContent('Today');
    // The grid starts at most six days before the current month's 1st.
    const first = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)}-01`;
    expect((Date.parse(first) - Date.parse(from)) / 86_400_000).toBeLessThan(7);
  });
});

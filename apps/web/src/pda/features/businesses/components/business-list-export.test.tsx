import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleTextsIn, fakeAdmin, logInAs, renderConsole } from '../../../../../test/console';
import { BusinessListScreen } from './business-list-screen';

/** The Export control of a list screen: the screen's filters, the format, a saved file. */
describe('ExportControl on the businesses list', () => {
  let saved: HTMLAnchorElement[];
  beforeEach(() => {
    logInAs('operator');
    saved = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answer = () =>
    fakeAdmin((call) =>
      call.path.endsWith('/export')
        ? new Response('\uFEFFOrder no.\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv' },
          })
        : { code: 200, data: { list: [], total: 0, page: 1, size: 20 } },
    );

  it('asks for the file with the filters the screen shows, without its page, and saves it', async () => {
    consoleTextsIn('en-US');
    const { calls } = answer();
    renderConsole(<BusinessListScreen />, { route: '/?q=chan&status=submitted&page=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((call) => call.path === '/admin/businesses/export');
    expect(exported?.query.toString()).toBe('q=chan&status=submitted&format=csv');
    expect(exported?.headers.get('Authorization')).toBe('Bearer bearer-1');
    expect(saved[0]?.download).toMatch(/^businesses-\d{4}-\d\d-\d\d\.csv$/);
  });

  it('offers Excel too, in Chinese, and asks for xlsx', async () => {
    consoleTextsIn('zh-CN');
    const { calls } = answer();
    renderConsole(<BusinessListScreen />, { route: '/?status=inForce' });
    expect(screen.getByRole('group', { name: '导出当前筛选结果' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((call) => call.path === '/admin/businesses/export');
    expect(exported?.query.toString()).toBe('status=inForce&format=xlsx');
  });

  it('shows the server’s refusal when too many rows match', async () => {
    consoleTextsIn('en-US');
    fakeAdmin((call) =>
      call.path.endsWith('/export')
        ? { code: 400, msg: 'More than 10000 rows match: narrow the filters, then export again' }
        : { code: 200, data: { list: [], total: 0, page: 1, size: 20 } },
    );
    renderConsole(<BusinessListScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/narrow the filters/);
    expect(saved).toHaveLength(0);
  });
});

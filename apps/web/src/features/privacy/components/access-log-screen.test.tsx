import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessEntry } from '@app/contract/calls/privacy';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { AccessLogScreen } from './access-log-screen';

const path = '/pages/my/access-log';

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, extra: Partial<AccessEntry> = {}): AccessEntry => ({
  id,
  at: '2026-11-20T08:30:00.000Z',
  who: { kind: 'member', name: null, role: null, self: true },
  via: 'open',
  file: { name: `${id}.png`, type: 'upload', uploadKind: 'idCardFront' },
  orderNo: null,
  productType: 'trust',
  ...extra,
});

function logServer(entries: AccessEntry[], options: { fail?: boolean } = {}) {
  const server = fakeServer((apiPath, fields) => {
    if (apiPath !== 'user/accessLog' || options.fail) {
      return { code: 500, msg: 'Server error, please try again later' };
    }
    const page = Number(fields.page ?? 1);
    const size = Number(fields.size ?? 20);
    return {
      code: 200,
      data: {
        list: entries.slice((page - 1) * size, page * size),
        total: entries.length,
        page,
        size,
      },
    };
  });
  renderScreen(<AccessLogScreen />, { path });
  return { ...server, user: userEvent.setup() };
}

describe('AccessLogScreen', () => {
  it('says who opened which file and when: the member, another member, staff by role, a script', async () => {
    logServer([
      entry('a', { who: { kind: 'staff', name: null, role: 'operator', self: false } }),
      entry('b', { who: { kind: 'member', name: 'Chan Tai Man', role: null, self: false } }),
      entry('c', {
        who: { kind: 'script', name: null, role: 'admin', self: false },
        file: { name: 'policy.pdf', type: 'document', uploadKind: null },
        orderNo: 'BO2026001',
        productType: null,
      }),
      entry('d', { via: 'export', file: { name: 'slip.png', type: 'slip', uploadKind: null } }),
    ]);
    const list = await screen.findByRole('list', { name: 'Times your files were opened' });
    const items = within(list).getAllByTestId('access-entry');
    expect(items.map((item) => item.querySelector('.access-entry__who')?.textContent)).toEqual([
      'Staff (operator)',
      'Chan Tai Man (member of the same reservation or business)',
      'Administration script',
      'You (Download my data)',
    ]);
    expect(items[0]).toHaveTextContent('ID card front · a.png');
    expect(items[0]).toHaveTextContent(/Nov 20, 2026.*Trust reservation/);
    expect(items[2]).toHaveTextContent('Business document · policy.pdf');
    expect(items[2]).toHaveTextContent('Business BO2026001');
    expect(items[3]).toHaveTextContent('Remittance slip · slip.png');
    expect(within(items[0]!).getByText(/Nov 20, 2026/).tagName).toBe('TIME');
  });

  it('pages with Load more and ends with no more data', async () => {
    const many = Array.from({ length: 23 }, (_, i) => entry(`e${i}`));
    const { user } = logServer(many);
    await screen.findByText('e0.png');
    expect(screen.getAllByTestId('access-entry')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('e22.png')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('says when nobody opened a file yet', async () => {
    logServer([]);
    expect(await screen.findByTestId('access-log-empty')).toHaveTextContent(
      'Nobody has opened your files yet',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { user, seen } = logServer([], { fail: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The record could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(seen.filter((r) => r.path === 'user/accessLog')).toHaveLength(2));
  });
});

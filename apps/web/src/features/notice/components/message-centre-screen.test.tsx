import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@app/contract/calls/notice';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { MessageCentreScreen } from './message-centre-screen';

const path = '/pages/my/messages';

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

const message = (id: string, extra: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'announcement',
  title: `Title ${id}`,
  body: `Body of ${id}`,
  at: '2026-11-20T08:30:00.000Z',
  read: false,
  link: null,
  ...extra,
});

/** A server that keeps the messages and their read state, as user/notice and readNotice do. */
function messageServer(messages: Notice[], options: { failList?: boolean } = {}) {
  const server = fakeServer((apiPath, fields) => {
    if (apiPath === 'user/readNotice') {
      for (const m of messages) if (fields.all === '1' || m.id === fields.id) m.read = true;
      return { code: 200, data: null };
    }
    if (options.failList) return { code: 500, msg: 'Server error, please try again later' };
    const page = Number(fields.page ?? 1);
    const size = Number(fields.size ?? 20);
    const unreadCount = messages.filter((m) => !m.read).length;
    if (fields.countOnly) return { code: 200, data: { list: [], total: 0, unreadCount } };
    return {
      code: 200,
      data: {
        list: messages.slice((page - 1) * size, page * size).map((m) => ({ ...m })),
        total: messages.length,
        unreadCount,
      },
    };
  });
  const view = renderScreen(<MessageCentreScreen />, {
    path,
    routes: [
      { path: '/pages/business/detail', element: <p>business detail</p> },
      { path: '/pages/my/index', element: <p>personal centre</p> },
    ],
  });
  return { ...server, ...view, user: userEvent.setup() };
}

describe('MessageCentreScreen', () => {
  it('lists the messages with the unread ones marked in words, not colour alone', async () => {
    messageServer([message('a'), message('b', { read: true })]);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('message');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
      /^Unread Title a Nov 20, 2026/,
    );
    expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread messages');
  });

  it('opens a message without a link: marks it read and shows its body', async () => {
    const { user, seen } = messageServer([message('a')]);
    const open = await screen.findByRole('button', { name: /Title a/ });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body of a')).toBeVisible();
    await waitFor(() =>
      expect(seen.find((r) => r.path === 'user/readNotice')?.fields).toMatchObject({ id: 'a' }),
    );
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('No unread messages');
  });

  it('opens a message with a link on the page it names', async () => {
    const { user, seen } = messageServer([
      message('a', { link: '/pages/business/detail?id=b1', kind: 'statusChanged' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Title a/ }));
    expect(await screen.findByText('business detail')).toBeInTheDocument();
    expect(seen.some((r) => r.path === 'user/readNotice')).toBe(true);
  });

  it('marks all read', async () => {
    const { user, seen } = messageServer([message('a'), message('b')]);
    const markAll = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() =>
      expect(seen.find((r) => r.path === 'user/readNotice')?.fields).toMatchObject({ all: '1' }),
    );
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(await screen.findByText('All messages marked read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('pages with Load more and ends with no more data', async () => {
    const many = Array.from({ length: 23 }, (_, i) => message(`m${i}`));
    const { user } = messageServer(many);
    await screen.findByText('Title m0');
    expect(screen.getAllByTestId('message')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Title m22')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(23);
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('refreshes from its button (pull-to-refresh for keyboards)', async () => {
    const messages = [message('a')];
    const { user } = messageServer(messages);
    await screen.findByText('Title a');
    messages.unshift(message('new'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Title new')).toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    messageServer([]);
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('No messages yet');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    messageServer([], { failList: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Messages could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

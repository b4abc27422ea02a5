import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { i18n } from '../../../../i18n/i18n';
import type { BusinessMessage } from '@app/contract/admin/api/businesses';
import { MessagesPanel } from './messages-panel';

const message = (id: string, extra: Partial<BusinessMessage> = {}): BusinessMessage => ({
  id,
  kind: 'statusChanged',
  title: {
    zhCN: `业务 ORD-1 状态更新 ${id}`,
    zhHK: `業務 ORD-1 狀態更新 ${id}`,
    enUS: `Business ORD-1: Under review ${id}`,
  },
  at: '2026-11-20T08:30:00.000Z',
  member: { id: 'm1', name: 'Chan Tai Man', email: 'demo@example.com' },
  mail: {
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-20T08:30:05.000Z',
    language: 'en-US',
  },
  ...extra,
});

const render = () => renderConsole(<MessagesPanel businessId="b1" />);

describe('MessagesPanel', () => {
  beforeEach(() => {
    useConsoleTexts();
    logInAs('auditor');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each message with its member and whether the e-mail arrived', async () => {
    const { calls } = fakeAdmin(() => ({
      code: 200,
      data: {
        list: [
          message('1'),
          message('2', {
            kind: 'reminder',
            mail: {
              status: 'failed',
              attempts: 10,
              lastError: '550 Mailbox unavailable',
              sentAt: null,
              language: 'zh-CN',
            },
          }),
          message('3', { kind: 'documentAdded', mail: null }),
        ],
      },
    }));
    render();
    const items = await screen.findAllByTestId('business-message');
    expect(calls[0]?.path).toBe('/admin/businesses/b1/messages');
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Business ORD-1: Under review 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('To Chan Tai Man')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('mail-status')).toHaveTextContent('E-mail delivered');
    expect(within(items[1]!).getByTestId('mail-status')).toHaveTextContent('E-mail failed');
    expect(within(items[1]!).getByText('10 tries')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Last error: 550 Mailbox unavailable')).toBeInTheDocument();
    expect(
      within(items[2]!).getByText('No e-mail (the member turned this kind off)'),
    ).toBeInTheDocument();
  });

  it('says when nothing was sent', async () => {
    fakeAdmin(() => ({ code: 200, data: { list: [] } }));
    render();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows the Chinese title in Chinese', async () => {
    fakeAdmin(() => ({ code: 200, data: { list: [message('1')] } }));
    await act(() => i18n.changeLanguage('zh-CN'));
    localStorage.setItem('language', 'zh-CN');
    render();
    expect(await screen.findByText('业务 ORD-1 状态更新 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '消息' })).toBeInTheDocument();
    localStorage.removeItem('language');
  });

  it('shows the Traditional Chinese title in zh-HK', async () => {
    fakeAdmin(() => ({ code: 200, data: { list: [message('1')] } }));
    await act(() => i18n.changeLanguage('zh-HK'));
    localStorage.setItem('language', 'zh-HK');
    render();
    expect(await screen.findByText('業務 ORD-1 狀態更新 1')).toBeInTheDocument();
    localStorage.removeItem('language');
  });

  it('explains a 404 (outside an agent’s book)', async () => {
    fakeAdmin(() => ({ code: 404, msg: 'Not found' }));
    render();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import type { AdminCall } from '../../../../../test/console';
import { NoticesScreen } from './notices-screen';

const member = {
  id: 'm1',
  name: 'Chan Tai Man',
  email: 'chan@example.com',
  mobile: '13800138000',
  staffName: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const sent = {
  id: 'n1',
  memberId: 'm1',
  memberEmail: 'chan@example.com',
  memberName: 'Chan Tai Man',
  kind: 'announcement',
  title: { zhCN: '保单已生效', zhHK: '保單已生效', enUS: 'Policy in force' },
  body: { zhCN: '您的保单已生效', zhHK: '您的保單已生效', enUS: 'Your policy is in force' },
  link: null,
  createdAt: '2026-11-20T08:00:00Z',
  createdBy: 'Test admin',
  reads: 1,
};

function backOffice(post: (call: AdminCall) => { code: number; msg?: string; data?: unknown }) {
  return fakeAdmin((call) => {
    if (call.method === 'POST') return post(call);
    if (call.path === '/admin/members') {
      return { code: 200, data: { list: [member], total: 1, page: 1, size: 10 } };
    }
    return { code: 200, data: { list: [sent], total: 1, page: 1, size: 20 } };
  });
}

const render = () => renderConsole(<NoticesScreen />, { path: '/notices' });

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title (Simplified Chinese)'), '通知');
  await user.type(screen.getByLabelText('Title (English)'), 'Notice');
  await user.type(screen.getByLabelText('Text (Simplified Chinese)'), '内容');
  await user.type(screen.getByLabelText('Text (English)'), 'Text');
}

describe('NoticesScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the notices sent with their read counts', async () => {
    logInAs('auditor');
    backOffice(() => ({ code: 403 }));
    render();
    const list = await screen.findByRole('grid', { name: 'Notices' });
    const item = within(list).getByTestId('sent-notice');
    expect(item).toHaveTextContent('Policy in force');
    expect(item).toHaveTextContent('chan@example.com');
    expect(item).toHaveTextContent('Read by 1');
    // An auditor reads, never sends.
    expect(screen.queryByRole('form', { name: 'Send a notice' })).not.toBeInTheDocument();
  });

  it('sends to a member found by e-mail, in both languages', async () => {
    logInAs('agent');
    const { calls } = backOffice(() => ({ code: 200, data: { id: 'n2' } }));
    const user = userEvent.setup();
    render();
    // An agent notifies their own book only: no 'all members'.
    expect(screen.queryByLabelText('All members')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a member by e-mail'), 'chan{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Choose chan@example.com' }));
    expect(screen.getByTestId('picked-member')).toHaveTextContent('Chan Tai Man');
    await fillTexts(user);
    await user.type(
      screen.getByLabelText('In-app link (optional)'),
      '/pages/business/detail?id=b1',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/members')?.query.get('q')).toBe('chan');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      memberId: 'm1',
      // The Traditional Chinese fields left blank: sent blank, the server converts (D88).
      // zh-HK left blank is left out: the server converts the zh-CN text (D88).
      title: { zhCN: '通知', enUS: 'Notice' },
      body: { zhCN: '内容', enUS: 'Text' },
      link: '/pages/business/detail?id=b1',
    });
    expect(await screen.findByText('Notice sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveValue('');
  });

  it('sends the Traditional Chinese texts staff wrote, each optional', async () => {
    logInAs('admin');
    const { calls } = backOffice(() => ({ code: 200, data: { id: 'n4' } }));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByLabelText('All members'));
    await fillTexts(user);
    await user.type(screen.getByLabelText('Title (Traditional Chinese, optional)'), ' 通知 ');
    expect(
      screen.getAllByText(
        'Left blank, it is converted from the Simplified Chinese (Hong Kong usage)',
      ),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => user.click(confirm));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')?.body as { body: object };
    expect(sent).toMatchObject({ title: { zhCN: '通知', zhHK: '通知', enUS: 'Notice' } });
    expect(sent.body).toEqual({ zhCN: '内容', enUS: 'Text' });
  });

  it('sends to all members (admin)', async () => {
    logInAs('admin');
    const { calls } = backOffice(() => ({ code: 200, data: { id: 'n3' } }));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByLabelText('All members'));
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Every member at once cannot be taken back: nothing is sent before the confirmation.
    expect(
      await screen.findByText('Send to every member? It cannot be taken back.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    // The dialog takes clicks once its opening animation is over.
    await waitFor(() => user.click(confirm));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ all: true }),
    );
  });

  it('asks for a member and every text before sending, and shows the server refusals', async () => {
    logInAs('operator');
    const { calls } = backOffice(() => ({
      code: 400,
      msg: 'Invalid format',
      data: { fields: { link: 'Invalid format' } },
    }));
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a member first')).toBeInTheDocument();
    // Beside each text (the toast says it once more, as on every console form).
    expect(
      screen.getAllByText('This field is required', { selector: '.field__error' }),
    ).toHaveLength(4);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByLabelText('All members'));
    await fillTexts(user);
    await user.type(screen.getByLabelText('In-app link (optional)'), 'https://x.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Invalid format', { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Notice');
  });
});

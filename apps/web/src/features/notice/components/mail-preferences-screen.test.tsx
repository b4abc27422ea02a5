import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailKinds } from '@app/contract/calls/mail-preferences';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { i18n } from '../../../i18n/i18n';
import { MailPreferencesScreen } from './mail-preferences-screen';

const path = '/pages/my/notifications';

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

/** A server that keeps the member's choices, as user/mailPreferences and saveMailPreference do. */
function preferenceServer(options: { failList?: boolean; failSave?: boolean } = {}) {
  const off = new Set<string>(['announcement']);
  const list = () => mailKinds.map((kind) => ({ kind, enabled: !off.has(kind) }));
  return fakeServer((apiPath, fields) => {
    if (apiPath === 'user/saveMailPreference') {
      if (options.failSave) return { code: 500, msg: 'Server error, please try again later' };
      if (fields.enabled === 'true') off.delete(fields.kind ?? '');
      else off.add(fields.kind ?? '');
      return { code: 200, msg: 'Save Successful', data: list() };
    }
    if (options.failList) return { code: 500, msg: 'Server error, please try again later' };
    return { code: 200, data: list() };
  });
}

describe('MailPreferencesScreen', () => {
  it('shows a labelled, described switch per kind, as the member chose', async () => {
    preferenceServer();
    renderScreen(<MailPreferencesScreen />, { path });
    const status = await screen.findByRole('switch', { name: 'Status changes' });
    expect(status).toBeChecked();
    expect(status).toHaveAccessibleDescription('A business changes status, with the note');
    expect(screen.getByRole('switch', { name: 'Announcements' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(mailKinds.length);
    expect(screen.getByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
  });

  it('saves a switch at once and says so', async () => {
    const { seen } = preferenceServer();
    renderScreen(<MailPreferencesScreen />, { path });
    const payment = await screen.findByRole('switch', { name: 'Payments' });
    await userEvent.click(payment);
    await waitFor(() => expect(payment).not.toBeChecked());
    const saved = seen.find((r) => r.path === 'user/saveMailPreference');
    expect(saved?.fields).toMatchObject({ kind: 'payment', enabled: 'false' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Keyboard: Space turns it back on.
    payment.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(payment).toBeChecked());
  });

  it('keeps the switch as it was when saving fails, with a toast', async () => {
    preferenceServer({ failSave: true });
    renderScreen(<MailPreferencesScreen />, { path });
    const reminder = await screen.findByRole('switch', { name: 'Reminders' });
    await userEvent.click(reminder);
    expect(await screen.findByText('Server error, please try again later')).toBeInTheDocument();
    expect(reminder).toBeChecked();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    preferenceServer({ failList: true });
    renderScreen(<MailPreferencesScreen />, { path });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your e-mail settings could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    preferenceServer();
    localStorage.setItem('language', 'zh-CN');
    await act(() => i18n.changeLanguage('zh-CN'));
    renderScreen(<MailPreferencesScreen />, { path });
    expect(await screen.findByRole('switch', { name: '业务状态变更' })).toBeChecked();
    expect(screen.getByRole('heading', { name: '邮件通知' })).toBeInTheDocument();
  });
});

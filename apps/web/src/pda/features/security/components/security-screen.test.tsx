import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { fakeServer } from '../../../../../test/server';
import { SecurityScreen } from './security-screen';

const factors = {
  totp: true,
  passkeys: [{ id: 'k1', name: 'Phone', createdAt: '2026-11-01T08:00:00Z', lastUsedAt: null }],
  recoveryCodesLeft: 8,
  required: true,
};
const codes = Array.from({ length: 10 }, (_, i) => `wxyz-wxyz-wx${i}z`);

describe('SecurityScreen', () => {
  beforeEach(() => {
    useConsoleTexts();
    logInAs('operator');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the factors and makes new recovery codes with the current code', async () => {
    const { seen } = fakeServer((path) =>
      path === 'pda/site/mfa/factors'
        ? { code: 200, data: factors }
        : { code: 200, data: { recoveryCodes: codes } },
    );
    const user = userEvent.setup();
    renderConsole(<SecurityScreen />, { path: '/security' });
    expect(await screen.findByText('Authenticator app: On')).toBeInTheDocument();
    expect(screen.getByText('8 recovery codes left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Phone' })).toBeInTheDocument();
    expect(screen.getByText(/last one cannot be removed/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => user.click(confirm));
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    const call = seen.find((request) => request.path === 'pda/site/mfa/recovery/regenerate');
    expect(call?.fields.code).toBe('123456');
    expect(call?.headers.get('authorization')).toBe('Bearer bearer-1');
    // The code worked once: the field is empty for the next change.
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByLabelText('Current code or recovery code')).toHaveValue('');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { ChangePasswordScreen } from './change-password-screen';

afterEach(() => vi.unstubAllGlobals());

const path = '/pages/my/password';

function render() {
  const user = userEvent.setup();
  renderScreen(<ChangePasswordScreen />, {
    path,
    route: path,
    routes: [{ path: '/pages/my/index', element: <p>personal centre</p> }],
  });
  const fill = async (oldPassword: string, password: string) => {
    await user.type(screen.getByLabelText('Current password'), oldPassword);
    await user.type(screen.getByLabelText('New password'), password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { fill };
}

describe('ChangePasswordScreen', () => {
  it('sends both passwords, says so and goes back to the personal centre', async () => {
    const { fetchMock } = fakeServer(() => ({
      code: 200,
      msg: 'Modification Successful',
      data: null,
    }));
    const { fill } = render();
    await fill('Demo1234', 'N3w-Passw0rd');
    expect(await screen.findByText('personal centre')).toBeInTheDocument();
    const body = String(fetchMock.mock.calls[0]?.[1]?.body);
    expect(fetchMock.mock.calls[0]?.[0]).toContain('policyholder/ChangePassword');
    expect(body).toContain('oldPassword=Demo1234');
    expect(body).toContain('password=N3w-Passw0rd');
  });

  it("checks SPEC's password rule before sending", async () => {
    const { fetchMock } = fakeServer(() => ({ code: 200 }));
    const { fill } = render();
    await fill('Demo1234', 'short');
    expect(await screen.findByTestId('error-password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    fakeServer(() => ({
      code: 400,
      msg: 'The current password is not correct',
      data: { fields: { oldPassword: 'The current password is not correct' } },
    }));
    const { fill } = render();
    await fill('Wrong1234', 'N3w-Passw0rd');
    expect(await screen.findByTestId('error-oldPassword')).toHaveTextContent(
      'The current password is not correct',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('N3w-Passw0rd');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { demoMember, fakeServer } from '../../../../test/server';
import { RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

const path = '/pages/login/register/register';

async function fillIn(code: string) {
  const user = userEvent.setup();
  renderScreen(<RegisterScreen />, {
    path,
    routes: [{ path: '/pages/login/index', element: <p>login page</p> }],
  });
  await user.type(screen.getByLabelText('Name'), 'Chan Tai Man');
  await user.selectOptions(screen.getByLabelText('Area code'), '+852');
  await user.type(screen.getByLabelText('Mobile'), '91234567');
  await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
  await user.type(screen.getByLabelText('E-mail code'), code);
  return user;
}

describe('RegisterScreen', () => {
  it('checks the code once typed in full and registers with its token (+852 number)', async () => {
    const { seen } = fakeServer((apiPath) =>
      apiPath === 'user/checkEmailCode'
        ? { code: 200, data: { code: '00', token: 'proof-token' } }
        : { code: 200, msg: 'Registration Successful', data: demoMember },
    );
    const user = await fillIn('123456');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute(
      'placeholder',
      'Enter your mobile number (without the area code)',
    );
    await waitFor(() => expect(seen.map((r) => r.path)).toContain('user/checkEmailCode'));
    expect(seen[0]?.fields).toMatchObject({
      accountNo: 'new@example.com',
      code: '123456',
      transactionType: 'register',
    });
    await user.type(screen.getByLabelText('Password'), 'Tr1cky-Otter');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const register = seen.find((r) => r.path === 'policyholder/Register');
    expect(register?.fields).toMatchObject({
      codeToken: 'proof-token',
      areaCode: '+852',
      mobile: '91234567',
    });
  });

  it("marks a wrong code with data.error as soon as it is typed (data.code '01')", async () => {
    fakeServer(() => ({ code: 200, data: { code: '01', error: 'Incorrect Verification Code' } }));
    await fillIn('000000');
    expect(await screen.findByTestId('error-code')).toHaveTextContent(
      'Incorrect Verification Code',
    );
  });
});

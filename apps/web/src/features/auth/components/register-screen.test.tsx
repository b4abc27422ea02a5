import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import { renderScreen } from '../../../../test/render';
import { demoMember, fakeServer } from '../../../../test/server';
import { RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

const path = '/pages/login/register/register';
const AGREES = 'I have read and agree to the User Agreement and the Privacy Statement';

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
    await user.click(screen.getByRole('checkbox', { name: AGREES }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const register = seen.find((r) => r.path === 'policyholder/Register');
    expect(register?.fields).toMatchObject({
      codeToken: 'proof-token',
      areaCode: '+852',
      mobile: '91234567',
      agreementVersion: AGREEMENT_VERSION,
    });
  });

  it("marks a wrong code with data.error as soon as it is typed (data.code '01')", async () => {
    fakeServer(() => ({ code: 200, data: { code: '01', error: 'Incorrect Verification Code' } }));
    await fillIn('000000');
    expect(await screen.findByTestId('error-code')).toHaveTextContent(
      'Incorrect Verification Code',
    );
  });

  it('refuses to register until the agreement is ticked, keeping what was typed', async () => {
    const { seen } = fakeServer((apiPath) =>
      apiPath === 'user/checkEmailCode'
        ? { code: 200, data: { code: '00', token: 'proof-token' } }
        : { code: 200, data: demoMember },
    );
    const user = await fillIn('123456');
    await user.type(screen.getByLabelText('Password'), 'Tr1cky-Otter');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('error-agreementVersion')).toHaveTextContent(
      'Please read and agree to the User Agreement and the Privacy Statement',
    );
    const box = screen.getByRole('checkbox', { name: AGREES });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // The toast says it too.
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Please read and agree to the User Agreement and the Privacy Statement',
        ),
      ).toHaveLength(2),
    );
    expect(seen.some((r) => r.path === 'policyholder/Register')).toBe(false);
    expect(screen.getByLabelText('Name')).toHaveValue('Chan Tai Man');
    await user.click(box);
    expect(screen.queryByTestId('error-agreementVersion')).not.toBeInTheDocument();
  });

  it('opens the User Agreement and the Privacy Statement from user/userDeal', async () => {
    const { seen } = fakeServer((apiPath, fields) =>
      apiPath === 'user/userDeal'
        ? {
            code: 200,
            data: {
              version: AGREEMENT_VERSION,
              title: fields.kind === 'privacy' ? 'Privacy Statement' : 'User Agreement',
              body: `First paragraph of ${fields.kind}.\n\nSecond paragraph.`,
            },
          }
        : { code: 200 },
    );
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path });
    const open = screen.getByRole('button', { name: 'User Agreement' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'User Agreement' });
    expect(await screen.findByText('First paragraph of agreement.')).toBeInTheDocument();
    expect(sheet).toHaveTextContent(`Version: ${AGREEMENT_VERSION}`);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Privacy Statement' }));
    expect(await screen.findByText('First paragraph of privacy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(seen.filter((r) => r.path === 'user/userDeal').map((r) => r.fields.kind)).toEqual([
      'agreement',
      'privacy',
    ]);
  });

  it("shows the server's refusal of an outdated agreement on the box", async () => {
    fakeServer((apiPath) =>
      apiPath === 'user/checkEmailCode'
        ? { code: 200, data: { code: '00', token: 'proof-token' } }
        : {
            code: 400,
            msg: 'The User Agreement has been updated; please read and agree to it again',
            data: {
              fields: {
                agreementVersion:
                  'The User Agreement has been updated; please read and agree to it again',
              },
            },
          },
    );
    const user = await fillIn('123456');
    await user.type(screen.getByLabelText('Password'), 'Tr1cky-Otter');
    await user.click(screen.getByRole('checkbox', { name: AGREES }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('error-agreementVersion')).toHaveTextContent(
      'The User Agreement has been updated',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { serveMoney } from '../testing';
import { AccountsScreen } from './accounts-screen';

afterEach(() => vi.unstubAllGlobals());

const account = {
  id: 'a1',
  bankCode: '004',
  bankName: 'HSBC',
  holderName: 'Chan Tai Man',
  accountNo: '**** 9001',
  currency: 'USD',
  ddaStatus: 'bound' as const,
  orderNo: 'BODEMO0001',
};

const render = () =>
  renderScreen(<AccountsScreen />, { path: paths.myAccounts, route: paths.myAccounts });

describe('AccountsScreen', () => {
  it('shows masked numbers, the DDA status and the SWIFT code from the dictionary', async () => {
    const { seen } = serveMoney({
      'user/accountDetails': () => ({
        code: 200,
        data: { list: [account, { ...account, id: 'a2', ddaStatus: null }], total: 2 },
      }),
      'user/dictionary': () => ({
        code: 200,
        data: [{ code: '004', label: 'HSBC', extra: 'HSBCHKHHHKH' }],
      }),
    });
    render();
    const items = await screen.findAllByTestId('bank-account');
    expect(within(items[0]!).getByTestId('account-number')).toHaveTextContent('**** 9001');
    expect(within(items[0]!).getByTestId('account-dda')).toHaveTextContent('Bound');
    expect(within(items[1]!).getByTestId('account-dda')).toHaveTextContent('None');
    expect(await within(items[0]!).findByText('HSBCHKHHHKH')).toBeInTheDocument();
    expect(seen.find((r) => r.path === 'user/accountDetails')?.fields).toMatchObject({
      pageNum: '1',
      pageSize: '200',
    });
    expect(seen.find((r) => r.path === 'user/dictionary')?.fields.type).toBe('bankSwift');
  });

  it("says 'Failed to obtain Bank Swift Code' when the dictionary fails, the accounts still shown", async () => {
    serveMoney({
      'user/accountDetails': () => ({ code: 200, data: { list: [account], total: 1 } }),
      'user/dictionary': () => ({ code: 500, msg: 'down' }),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to obtain Bank Swift Code');
    expect(screen.getByTestId('bank-account')).toBeInTheDocument();
  });

  it('shows the empty and the failed state', async () => {
    serveMoney({ 'user/accountDetails': () => ({ code: 200, data: { list: [], total: 0 } }) });
    const view = render();
    expect(await screen.findByTestId('money-empty')).toBeInTheDocument();
    view.unmount();
    serveMoney({ 'user/accountDetails': () => ({ code: 500, msg: 'x' }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bank accounts could not be loaded',
    );
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicInfo } from '@app/contract/calls/profile';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { i18n } from '../../../i18n/i18n';
import { ProfileScreen } from './profile-screen';

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

const info = (extra: Partial<BasicInfo> = {}): BasicInfo => ({
  bankAccountNo: '**********-001',
  accountNo: 'm1',
  customerName: '陈大文',
  customerType: 'I',
  uniqueIdName: 'passport',
  uniqueIdValue: '****4567',
  country: 'DJ',
  nationalId: '',
  passportNo: '****4567',
  mobile: '+86 13800138000',
  telephone: '+852 2123-4567',
  email: 'chan@example.com',
  loginEmail: 'demo@example.com',
  cfoEmial: '',
  fullName: 'Chan Tai Man',
  firstName: 'Tai Man',
  middleName: '',
  lastName: 'Chan',
  addressLine1: '1 Queen’s Road Central',
  addressLine2: '',
  addressLine3: '999077',
  ...extra,
});

function renderProfile(answer: () => { code: number; msg?: string; data?: unknown }) {
  fakeServer(answer);
  return renderScreen(<ProfileScreen />, { path: '/pages/my/profile' });
}

describe('ProfileScreen', () => {
  it("hides the legal person name, ID/passport numbers and mobile for customer type 'I'", async () => {
    renderProfile(() => ({ code: 200, data: info() }));
    expect(await screen.findByTestId('profile-fullName')).toHaveTextContent('Chan Tai Man');
    for (const hidden of ['customerName', 'nationalId', 'passportNo', 'mobile']) {
      expect(screen.queryByTestId(`profile-${hidden}`), hidden).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Legal person name')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-customerType')).toHaveTextContent('Individual');
    expect(screen.getByTestId('profile-uniqueIdName')).toHaveTextContent('Passport');
    expect(screen.getByTestId('profile-loginEmail')).toHaveTextContent('demo@example.com');
    expect(screen.getByTestId('profile-cfoEmial')).toHaveTextContent('Not provided');
  });

  it('shows them for any other customer type', async () => {
    renderProfile(() => ({ code: 200, data: info({ customerType: 'C' }) }));
    expect(await screen.findByTestId('profile-customerName')).toHaveTextContent('陈大文');
    expect(screen.getByText('Legal person name')).toBeInTheDocument();
    expect(screen.getByTestId('profile-passportNo')).toHaveTextContent('****4567');
    expect(screen.getByTestId('profile-mobile')).toHaveTextContent('+86 13800138000');
  });

  it.each([
    ['DJ', 'Djibouti', '吉布提'],
    ['CN', 'China', '中国'],
    ['HK', 'China', '中国'],
    ['', 'China', '中国'],
  ])('shows country %s as %s (SPEC §3, as written)', async (country, en, zh) => {
    renderProfile(() => ({ code: 200, data: info({ country }) }));
    expect(await screen.findByTestId('profile-country')).toHaveTextContent(en);
    localStorage.setItem('language', 'zh-CN');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByTestId('profile-country')).toHaveTextContent(zh);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    renderProfile(() => ({ code: 500, msg: 'Server error, please try again later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

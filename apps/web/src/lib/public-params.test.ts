import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@app/contract/calls/account';
import { verifySign } from '@app/contract/sign';
import { demoMember, fakeServer } from '../../test/server';
import { call } from './request';
import { getSessionState } from './session-state';
import { endExpiredSession } from './session-end';
import { saveSession } from './storage';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15';

afterEach(() => vi.unstubAllGlobals());

describe('public parameters (SPEC §7)', () => {
  it('sends cuserid, model, emplid and version=other in the signed body once known', async () => {
    vi.stubGlobal('navigator', { userAgent: IPHONE });
    saveSession({ token: 'member-abc', userId: 'm-7', name: 'Chan', emplid: 'staff-3' });
    const { seen } = fakeServer(() => ({ code: 200, data: demoMember }));
    await call(accountCalls.memberInfo, {});
    const { fields } = seen[0]!;
    expect(fields).toMatchObject({
      cuserid: 'm-7',
      model: 'iPhone',
      emplid: 'staff-3',
      version: 'other',
      system: '1',
      appversion: '1.2.9',
    });
    // The signature covers them: changing one breaks it.
    expect(verifySign(fields, 'test-secret')).toBe(true);
    expect(verifySign({ ...fields, emplid: 'staff-4' }, 'test-secret')).toBe(false);
  });

  it('leaves out what is not known instead of sending an empty value', async () => {
    vi.stubGlobal('navigator', { userAgent: 'curl/8.0' });
    const { seen } = fakeServer(() => ({ code: 400, msg: 'no' }));
    await call(accountCalls.login, { account: 'a@b.cn', password: 'x' }).catch(() => undefined);
    const { fields } = seen[0]!;
    for (const name of ['cuserid', 'model', 'emplid']) expect(fields).not.toHaveProperty(name);
    expect(fields.version).toBe('other');
    expect(verifySign(fields, 'test-secret')).toBe(true);
  });
});

describe('session state (SPEC §3)', () => {
  it('keeps userid in local storage and userName and token in memory until the session ends', () => {
    saveSession({ token: 'member-abc', userId: 'm-7', name: 'Chan' });
    expect(localStorage.getItem('userid')).toBe('m-7');
    expect(getSessionState()).toMatchObject({ userName: 'Chan', token: 'member-abc' });
    expect(getSessionState()).toHaveProperty('recipientInfo', null);
    expect(getSessionState()).toHaveProperty('transferType', '');

    endExpiredSession();
    expect(localStorage.getItem('userid')).toBeNull();
    expect(getSessionState()).toMatchObject({ userName: '', token: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { accountCalls } from '@app/contract/calls/account';
import { demoMember, fakeServer } from '../../../../test/server';
import { call } from '../../../lib/request';
import { getSessionState } from '../../../lib/session-state';
import { mobileLogin } from './login';

describe('mobileLogin (SPEC §3, §7)', () => {
  it('stores userid and the staff owner, which later bodies send as cuserid and emplid', async () => {
    const member = { ...demoMember, emplid: 'staff-9' };
    const { seen } = fakeServer((path) =>
      path === 'policyholder/Login'
        ? { code: 200, data: { token: 't1', member } }
        : { code: 200, data: member },
    );
    await mobileLogin({ account: demoMember.email, password: 'Tr1cky-Otter' });
    expect(localStorage.getItem('userid')).toBe(demoMember.id);
    expect(getSessionState()).toMatchObject({ userName: demoMember.name, token: 't1' });
    await call(accountCalls.memberInfo, {});
    expect(seen[1]!.fields).toMatchObject({ cuserid: demoMember.id, emplid: 'staff-9' });
  });
});

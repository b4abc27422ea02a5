import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, useConsoleTexts } from '../../../test/console';
import { silentServer } from '../../../test/server';
import { isApiError } from '../../lib/api-error';
import { setNavigator } from '../../lib/navigation';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { adminCall, adminFile, routePath } from './admin-client';
import { getBearer } from './staff-session';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return error;
    },
  );

describe('adminCall', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    useConsoleTexts();
    logInAs('operator');
    setNavigator(navigate);
    window.location.hash = '#/businesses/b1?tab=x';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('sends the bearer token and the language, builds the query and resolves data', async () => {
    const { calls } = fakeAdmin(() => ({ code: 200, data: { list: [], total: 0 } }));
    const data = await adminCall(adminEndpoints.businesses.list, {
      query: { q: 'chan', status: '', page: 2 },
    });
    expect(data).toEqual({ list: [], total: 0 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer bearer-1');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en-US');
    expect(calls[0]?.query.toString()).toBe('q=chan&page=2');
  });

  it('sends a JSON body on writes', async () => {
    const { calls } = fakeAdmin(() => ({ code: 200, data: { id: 'b1' } }));
    await adminCall(adminEndpoints.businesses.update, {
      params: { id: 'b1' },
      body: { policyNo: 'P1' },
    });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.path).toBe('/admin/businesses/b1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ policyNo: 'P1' });
  });

  it('on 401 ends the login and goes to the console login, coming back here afterwards', async () => {
    fakeAdmin(() => ({ code: 401, msg: 'Login has expired' }));
    const error = await rejection(adminCall(adminEndpoints.staff.me));
    expect(error.code).toBe(401);
    expect(error.handled).toBe(true);
    expect(getBearer()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?from=%2Fbusinesses%2Fb1%3Ftab%3Dx', {
      replace: true,
    });
  });

  it('rejects 403 with the server message for the screen to show', async () => {
    fakeAdmin(() => ({ code: 403, msg: 'Not allowed' }));
    const error = await rejection(adminCall(adminEndpoints.staff.list));
    expect(error).toMatchObject({ code: 403, msg: 'Not allowed', handled: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects 400 with data.fields', async () => {
    fakeAdmin(() => ({
      code: 400,
      msg: 'Invalid',
      data: { fields: { currency: 'Wrong format' } },
    }));
    const error = await rejection(
      adminCall(adminEndpoints.businesses.addPayment, {
        params: { id: 'b1' },
        body: { paymentDate: '', feeType: 'premium', currency: '', amount: '' },
      }),
    );
    expect(error.code).toBe(400);
    expect(error.data).toEqual({ fields: { currency: 'Wrong format' } });
  });

  it("gives up after 60 s with SPEC's network exception", async () => {
    vi.useFakeTimers();
    silentServer();
    const pending = rejection(adminCall(adminEndpoints.appointments.list));
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await pending;
    expect(error).toMatchObject({ code: 500, msg: 'network exception', handled: true });
  });

  it('without a stored token goes to login without calling the server', async () => {
    localStorage.removeItem('bearer_token');
    const { fetchMock } = fakeAdmin(() => ({ code: 200 }));
    const error = await rejection(adminCall(adminEndpoints.staff.me));
    expect(error.code).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalled();
  });

  it('fetches a file as a blob, and settles an error answer like any call', async () => {
    fakeAdmin((call) =>
      call.path.endsWith('/u1')
        ? new Response('%PDF', {
            status: 200,
            headers: { 'Content-Type': 'application/pdf' },
          })
        : { code: 404, msg: 'Not found' },
    );
    const blob = await adminFile('/admin/uploads/u1');
    expect(blob.type).toBe('application/pdf');
    expect((await rejection(adminFile('/admin/uploads/u2'))).code).toBe(404);
  });
});

describe('routePath', () => {
  beforeEach(() => {
    useConsoleTexts();
    logInAs('operator');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills each declared :param with its value, encoded as one path segment', () => {
    expect(routePath(adminEndpoints.businesses.status.path, { id: 'b1' })).toBe(
      '/admin/businesses/b1/status',
    );
    expect(routePath(adminEndpoints.businesses.get.path, { id: 'a/b?c=1#d e' })).toBe(
      '/admin/businesses/a%2Fb%3Fc%3D1%23d%20e',
    );
    expect(routePath(adminEndpoints.appointments.reveal.path, { token: '預約' })).toBe(
      '/admin/appointments/%E9%A0%90%E7%B4%84/reveal',
    );
  });

  it('sends a call to the route it names, its parameter encoded', async () => {
    const { calls } = fakeAdmin(() => ({ code: 200, data: { mailed: true } }));
    await adminCall(adminEndpoints.staff.passwordLink, { params: { id: '../me' }, body: {} });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/admin/staff/..%2Fme/password-link');
  });

  it('refuses a call that lacks a parameter its path names', () => {
    expect(() => routePath('/admin/payees/:id', {})).toThrow(':id');
  });
});

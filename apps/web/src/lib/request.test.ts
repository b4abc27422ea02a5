import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { accountCalls } from '@app/contract/calls/account';
import { verifySign } from '@app/contract/sign';
import { demoMember, fakeServer, silentServer } from '../../test/server';
import { isApiError } from './api-error';
import type { ApiError } from './api-error';
import { hideLoading, showLoading, showToast } from './feedback';
import { call } from './request';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const loginReply = { code: 200, data: { token: 't1', member: demoMember } };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call: body and headers', () => {
  it('posts a signed form body with the public parameters to apiBase + path', async () => {
    const { seen, fetchMock } = fakeServer(() => loginReply);
    const data = await call(accountCalls.login, {
      account: 'Demo@Example.com',
      password: 'Demo1234',
    });
    expect(data.token).toBe('t1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/policyholder/Login');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    const request = seen[0]!;
    expect(request.body).toBeInstanceOf(URLSearchParams);
    expect(request.fields).toMatchObject({
      account: 'demo@example.com',
      password: 'Demo1234',
      system: '1',
      appversion: '1.2.9',
      version: 'other',
      orgno: 'test-org',
    });
    expect(request.fields.nonce_str).toMatch(/^\d+$/);
    expect(request.fields.secondtimestamp).toMatch(/^\d+$/);
    expect(verifySign(request.fields, 'test-secret')).toBe(true);
    expect(verifySign({ ...request.fields, password: 'other1' }, 'test-secret')).toBe(false);
    expect(request.fields.auth_token).toBeUndefined();
  });

  it('sends Accept-Language from storage (default zh-CN), Content-Language zh-CN, no Authorization without a token', async () => {
    const { seen } = fakeServer(() => loginReply);
    await call(accountCalls.login, { account: 'a@b.cn', password: 'x' });
    localStorage.removeItem('language');
    await call(accountCalls.login, { account: 'a@b.cn', password: 'x' });
    expect(seen[0]!.headers.get('Accept-Language')).toBe('en-US');
    expect(seen[1]!.headers.get('Accept-Language')).toBe('zh-CN');
    expect(seen[1]!.headers.get('Content-Language')).toBe('zh-CN');
    expect(seen[1]!.headers.has('Authorization')).toBe(false);
  });

  it('adds auth_token and lang to authenticated calls and the Authorization header', async () => {
    localStorage.setItem('member-token', 'member-abc');
    const { seen } = fakeServer(() => ({ code: 200, data: demoMember }));
    await expect(call(accountCalls.memberInfo, {})).resolves.toEqual(demoMember);
    const request = seen[0]!;
    expect(request.fields.auth_token).toBe('member-abc');
    expect(request.fields.lang).toBe('en-US');
    expect(request.headers.get('Authorization')).toBe('member-abc');
    expect(verifySign(request.fields, 'test-secret')).toBe(true);
  });

  it('sends multipart with text fields first, the file last, and nested data as signed JSON', async () => {
    localStorage.setItem('member-token', 'member-abc');
    const definition = {
      path: 'policyholder/EditAppointInfo',
      auth: true,
      multipart: true,
      request: z.object({
        token: z.string(),
        data: z.object({ a: z.number() }),
        file: z.instanceof(Blob),
      }),
      response: z.null(),
    };
    const { seen } = fakeServer(() => ({ code: 200 }));
    await call(definition, { token: 'link', data: { a: 1 }, file: new Blob(['x']) });
    const body = seen[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const keys = [...body.keys()];
    expect(keys.at(-1)).toBe('file');
    expect(seen[0]!.fields.data).toBe('{"a":1}');
    expect(verifySign(seen[0]!.fields, 'test-secret')).toBe(true);
  });

  it('rejects an invalid payload like a server code 400, without a request', async () => {
    const { fetchMock } = fakeServer(() => loginReply);
    const error = await rejection(call(accountCalls.login, { account: '', password: '' }));
    expect(error.code).toBe(400);
    expect(error.data).toEqual({
      fields: { account: 'Please enter the e-mail', password: 'Please enter the password' },
    });
    // msg is the first field's message, as the server answers a code 400.
    expect(error.msg).toBe('Please enter the e-mail');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('call: answers', () => {
  it('code 100 shows the message, clears the session and goes to login', async () => {
    localStorage.setItem('member-token', 'member-abc');
    localStorage.setItem('userid', 'm1');
    localStorage.setItem('login_info', '{"cname":"Chan"}');
    window.location.hash = '#/pages/my/index';
    fakeServer(() => ({ code: 100, msg: 'Signed in elsewhere' }));
    const error = await rejection(call(accountCalls.memberInfo, {}));
    expect(error.code).toBe(100);
    expect(showToast).toHaveBeenCalledWith('Signed in elsewhere');
    expect(localStorage.getItem('member-token')).toBeNull();
    expect(localStorage.getItem('userid')).toBeNull();
    expect(localStorage.getItem('login_info')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(window.location.hash).toBe('#/pages/login/index?redirect=%2Fpages%2Fmy%2Findex');
  });

  it('code 401 goes to login and shows the expiry message for 2000 ms', async () => {
    localStorage.setItem('member-token', 'member-abc');
    window.location.hash = '#/pages/business/index';
    fakeServer(() => ({ code: 401, msg: 'expired' }));
    const error = await rejection(call(accountCalls.memberInfo, {}));
    expect(error.code).toBe(401);
    expect(error.handled).toBe(true);
    expect(showToast).toHaveBeenCalledWith('Login has expired, please login again', {
      durationMs: 2000,
    });
    expect(window.location.hash).toMatch(/^#\/pages\/login\/index\?redirect=/);
  });

  it('rejects other body codes with code, msg and data, and leaves the toast to the screen', async () => {
    fakeServer(() => ({ code: 409, msg: 'This e-mail is already registered', data: { x: 1 } }));
    const error = await rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }));
    expect(error).toMatchObject({
      code: 409,
      msg: 'This e-mail is already registered',
      data: { x: 1 },
    });
    expect(error.handled).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('an HTTP status other than 200 is a network exception with code 500', async () => {
    fakeServer(() => new Response('busy', { status: 502 }));
    const error = await rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }));
    expect(error.code).toBe(500);
    expect(showToast).toHaveBeenCalledWith('Error: network exception (HTTP 502)');
  });

  it('HTTP 201 does not count as success either', async () => {
    fakeServer(() => new Response(JSON.stringify(loginReply), { status: 201 }));
    expect(
      (await rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }))).code,
    ).toBe(500);
  });

  it('a network failure is a network exception with code 500', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }));
    expect(error.code).toBe(500);
    expect(showToast).toHaveBeenCalledWith('Error: network exception (Failed to fetch)');
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    silentServer();
    const pending = rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe(500);
    expect(showToast).toHaveBeenCalledWith('Error: network exception (timeout)');
  });

  it('hides the loading indicator on every response', async () => {
    fakeServer(() => new Response('', { status: 500 }));
    await rejection(
      call(accountCalls.login, { account: 'a@b.cn', password: 'x' }, { loading: true }),
    );
    expect(showLoading).toHaveBeenCalledTimes(1);
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });

  it('an answer that breaks the contract is a server fault, not a crash later', async () => {
    fakeServer(() => ({ code: 200, data: { token: 5 } }));
    const error = await rejection(call(accountCalls.login, { account: 'a@b.cn', password: 'x' }));
    expect(error.code).toBe(500);
    expect(vi.mocked(showToast).mock.calls[0]?.[0]).toMatch(/^server busy/);
  });
});

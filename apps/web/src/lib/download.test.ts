import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentServer } from '../../test/server';
import { isApiError } from './api-error';
import { download } from './download';
import { showToast } from './feedback';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('download (SPEC §9)', () => {
  it('gives up after 60 s with the network exception', async () => {
    vi.useFakeTimers();
    silentServer();
    const result = download('/api/upload/file/u1').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(isApiError(error) && error.code).toBe(500);
    expect(isApiError(error) && error.handled).toBe(true);
    expect(showToast).toHaveBeenCalledWith('Error: network exception (timeout)');
  });

  it('sends the member token and answers the bytes', async () => {
    localStorage.setItem('member-token', 'member-abc');
    const fetchMock = vi.fn(async () => new Response('pdf', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await download('/api/business/document/7');
    expect(await blob.text()).toBe('pdf');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/business/document/7');
    expect(new Headers(init.headers).get('Authorization')).toBe('member-abc');
  });

  it('is quiet when the caller cancels', async () => {
    silentServer();
    const controller = new AbortController();
    const result = download('/x', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await result).toBeInstanceOf(DOMException);
    expect(showToast).not.toHaveBeenCalled();
  });
});

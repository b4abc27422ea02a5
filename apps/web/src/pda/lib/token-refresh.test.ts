import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAs, useConsoleTexts } from '../../../test/console';
import { fakeServer } from '../../../test/server';
import { setNavigator } from '../../lib/navigation';
import { getBearer, getExpiresAt, getRefreshToken } from './staff-session';
import { keepSessionFresh, refreshIfDue, resetRefreshState } from './token-refresh';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();

describe('token refresh', () => {
  const navigate = vi.fn();
  let stop: (() => void) | undefined;
  // The refresh loads its call lazily; loaded once here, the import resolves at once under fake timers.
  beforeAll(() => import('./staff-calls'));
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    useConsoleTexts();
    resetRefreshState();
    setNavigator(navigate);
    logInAs('agent'); // bearer-1, refresh-1, valid for 600 s from NOW
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('stores expire_in as the absolute expiry', () => {
    expect(getExpiresAt()).toBe(NOW + 600_000);
  });

  it('refreshes a minute before expiry and plans the next one from the new expiry', async () => {
    let n = 1;
    const { seen } = fakeServer(() => {
      n += 1;
      return {
        code: 200,
        data: { bearer_token: `bearer-${n}`, refresh_token: `refresh-${n}`, expire_in: 600 },
      };
    });
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(539_000);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.map((r) => r.path)).toEqual(['pda/site/refresh']);
    expect(seen[0]?.fields.refresh_token).toBe('refresh-1');
    // Signed like every call, and never with a member's token.
    expect(seen[0]?.fields.sign).toMatch(/^[0-9A-F]{32}$/);
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(getBearer()).toBe('bearer-2');
    expect(getExpiresAt()).toBe(NOW + 540_000 + 600_000);
    await vi.advanceTimersByTimeAsync(540_000);
    expect(getRefreshToken()).toBe('refresh-3');
  });

  it('ignores a failed silent refresh: no message, no logout, and no second try with a refused token', async () => {
    const { seen } = fakeServer(() => ({ code: 401, msg: 'Login has expired' }));
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(seen).toHaveLength(1);
    expect(getBearer()).toBe('bearer-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('.toast__main')).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toHaveLength(1);
  });

  it('tries again on focus after transport trouble', async () => {
    let down = true;
    const { seen } = fakeServer(() =>
      down
        ? new Response('bad gateway', { status: 502 })
        : { code: 200, data: { bearer_token: 'b2', refresh_token: 'r2', expire_in: 600 } },
    );
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(seen).toHaveLength(1);
    down = false;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toHaveLength(2);
    expect(getBearer()).toBe('b2');
  });

  it('runs one refresh when several callers find the token due', async () => {
    const { seen } = fakeServer(() => ({
      code: 200,
      data: { bearer_token: 'b2', refresh_token: 'r2', expire_in: 600 },
    }));
    vi.setSystemTime(NOW + 570_000);
    await Promise.all([refreshIfDue(), refreshIfDue(), refreshIfDue()]);
    expect(seen).toHaveLength(1);
  });
});

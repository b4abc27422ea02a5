import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownSeconds, useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdownSeconds', () => {
  it('keeps a positive value and falls back to 60 for non-positive or missing ones', () => {
    expect(countdownSeconds(30)).toBe(30);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(-5)).toBe(60);
    expect(countdownSeconds(Number.NaN)).toBe(60);
  });
});

describe('useCountdown', () => {
  it('counts down 60 s by default and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('a non-positive configured value counts 60 s', () => {
    const { result } = renderHook(() => useCountdown(-1));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
  });

  it('start(n) overrides the configured value (the server asked to wait n s)', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.running).toBe(false);
  });
});

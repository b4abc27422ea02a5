import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealEverythingAtOnce } from './reveal-mode';
import { useAfterFirstContent } from './use-after-first-content';

afterEach(() => {
  vi.useRealTimers();
  revealEverythingAtOnce();
  performance.clearMarks();
});

describe('useAfterFirstContent', () => {
  it('is true at once in the unit tests’ "everything at once"', () => {
    revealEverythingAtOnce();
    expect(renderHook(() => useAfterFirstContent()).result.current).toBe(true);
  });

  it('waits for the first content when the screen renders in steps, as a build does', async () => {
    vi.useFakeTimers();
    revealEverythingAtOnce(false);
    const { result } = renderHook(() => useAfterFirstContent());
    expect(result.current).toBe(false);
    // The content is up: the page's mark, then a settled moment.
    performance.mark('content');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(result.current).toBe(true);
  });
});

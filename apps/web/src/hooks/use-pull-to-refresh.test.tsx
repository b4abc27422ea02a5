import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePullToRefresh } from './use-pull-to-refresh';

function Refreshable({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const { ref, state, refresh } = usePullToRefresh<HTMLDivElement>(onRefresh);
  return (
    <div ref={ref}>
      <p data-testid="state">{state}</p>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
    </div>
  );
}

afterEach(() => vi.useRealTimers());

describe('usePullToRefresh', () => {
  it('refreshes from the button, shows "complete", then goes back to idle', async () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<Refreshable onRefresh={onRefresh} />);
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state')).toHaveTextContent('complete');
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
  });

  it('leaves no timer behind when the screen closes during "complete"', async () => {
    // The timer used to outlive the screen and set its state later: after a test file's window
    // was gone, 'window is not defined' (section-refresh.test.tsx, full unit run).
    vi.useFakeTimers();
    const { unmount } = render(<Refreshable onRefresh={() => Promise.resolve()} />);
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(screen.getByTestId('state')).toHaveTextContent('complete');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

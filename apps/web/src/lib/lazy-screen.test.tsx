import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../components/route-error';
import { lazyScreen, loadChunk } from './lazy-screen';

const never = <T,>() => new Promise<T>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Settles the promise into a plain record, so fake timers can run between checks. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => (state.value = value),
    (error: unknown) => (state.error = error),
  );
  return state;
}

describe('lazy screens and chunks (SPEC §9)', () => {
  it('a screen that never arrives fails after 60 s, not before', async () => {
    vi.useFakeTimers();
    const state = watch(lazyScreen(never, () => () => null)());
    await vi.advanceTimersByTimeAsync(59_999);
    expect(state.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(state.error)).toContain('Screen load timed out');
  });

  it('a chunk that never arrives fails after 120 s, not before', async () => {
    vi.useFakeTimers();
    const state = watch(loadChunk(never)());
    await vi.advanceTimersByTimeAsync(119_999);
    expect(state.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(state.error)).toContain('Chunk load timed out');
  });

  it('a screen that arrives in time is shown', async () => {
    const Screen = () => <p>loaded</p>;
    const route = await lazyScreen(
      async () => ({ Screen }),
      (m) => m.Screen,
    )();
    expect(route.Component).toBe(Screen);
  });

  it("hands a screen over a task after its chunk arrived, not in the chunk's task", async () => {
    vi.useFakeTimers();
    const Screen = () => <p>loaded</p>;
    const state = watch(
      lazyScreen(
        () => Promise.resolve({ Screen }),
        (m) => m.Screen,
      )(),
    );
    // Every promise settled, no task run: the screen is not there yet.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(state.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.value?.Component).toBe(Screen);
  });

  it('shows the route error with its reload after 60 s', async () => {
    vi.useFakeTimers();
    // RouteError logs the failure in development; the test only reads what the member sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', lazy: lazyScreen(never, () => () => null), errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('The screen could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

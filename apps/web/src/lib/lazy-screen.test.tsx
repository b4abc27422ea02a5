import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../components/route-error';
import { lazyScreen, loadChunk, retryableImport, sharedUntilFailure } from './lazy-screen';

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

describe('a chunk imported again after a failed fetch', () => {
  const chunk = (name: string) => `${window.location.origin}/assets/${name}.js`;
  const chromiumFailure = (url: string) =>
    new TypeError(`Failed to fetch dynamically imported module: ${url}`);

  it('imports the chunk named in the failure under an address of its own', async () => {
    const importUrl = vi.fn((url: string) => Promise.resolve({ url }));
    const failing = () => Promise.reject(chromiumFailure(chunk('registry-Ab12')));
    const first = await retryableImport(failing, importUrl);
    expect(first.url).toBe(`${chunk('registry-Ab12')}?retry=1`);
    // The plain import keeps failing (the browser keeps its failure): the retry that loaded is
    // asked for again, which the module map answers with the module it already has.
    const second = await retryableImport(failing, importUrl);
    expect(second.url).toBe(first.url);
  });

  it('tries a new address after a retry that failed too', async () => {
    const failing = () => Promise.reject(chromiumFailure(chunk('person-Cd34')));
    const asked: string[] = [];
    const offline = (url: string) => {
      asked.push(url);
      return Promise.reject(chromiumFailure(url));
    };
    await expect(retryableImport(failing, offline)).rejects.toThrow(/retry=1/);
    const loaded = await retryableImport(failing, (url) => Promise.resolve({ url }));
    expect(asked).toEqual([`${chunk('person-Cd34')}?retry=1`]);
    expect(loaded.url).toBe(`${chunk('person-Cd34')}?retry=2`);
  });

  it('answers with the plain import when it loads, and tries nothing else', async () => {
    const importUrl = vi.fn();
    await expect(retryableImport(() => Promise.resolve('module'), importUrl)).resolves.toBe(
      'module',
    );
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('passes on a failure that names no chunk of the app, or a chunk of another origin', async () => {
    const importUrl = vi.fn();
    const safari = new TypeError('Importing a module script failed.');
    await expect(retryableImport(() => Promise.reject(safari), importUrl)).rejects.toBe(safari);
    const foreign = chromiumFailure('https://cdn.example.com/assets/x.js');
    await expect(retryableImport(() => Promise.reject(foreign), importUrl)).rejects.toBe(foreign);
    expect(importUrl).not.toHaveBeenCalled();
  });
});

describe('a load shared until it fails', () => {
  it('gives every call the one load while it is pending or has loaded', async () => {
    const load = vi.fn(() => Promise.resolve('rules'));
    const shared = sharedUntilFailure(load);
    await expect(Promise.all([shared(), shared()])).resolves.toEqual(['rules', 'rules']);
    await expect(shared()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads afresh on the call after a failure, not the failure again', async () => {
    const dropped = new TypeError('Failed to fetch');
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(dropped)
      .mockResolvedValue('rules');
    const shared = sharedUntilFailure(load);
    await expect(shared()).rejects.toBe(dropped);
    await expect(shared()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

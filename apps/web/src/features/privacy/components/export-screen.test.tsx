import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { ExportScreen } from './export-screen';

const path = '/pages/my/data-export';

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  localStorage.setItem('member-token', 'tok-1');
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:zip'),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    status: 200,
    headers: { 'Content-Type': 'application/zip' },
  });

describe('ExportScreen', () => {
  it('fetches the ZIP through the signed call and saves it with a blob link', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { seen } = fakeServer(() => zip());
    const user = userEvent.setup();
    renderScreen(<ExportScreen />, { path });
    // Held until released, to see the pending state.
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Download ZIP file' }));
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('export-done')).toHaveTextContent(
      /^Downloaded my-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const request = seen.find((r) => r.path === 'user/exportData')!;
    expect(request.fields.sign).toMatch(/^[0-9A-F]{32}$/);
    expect(request.fields.auth_token).toBe('tok-1');
    expect(saved).toEqual([
      { href: 'blob:zip', download: expect.stringMatching(/^my-data-.*\.zip$/) },
    ]);
  });

  it('shows the server’s reason when it refuses (once a minute), and the button stays usable', async () => {
    fakeServer(() => ({
      code: 429,
      msg: 'Too many attempts, please try again later',
      data: { retryAfter: 42 },
    }));
    const user = userEvent.setup();
    renderScreen(<ExportScreen />, { path });
    await user.click(screen.getByRole('button', { name: 'Download ZIP file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later',
    );
    expect(saved).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download ZIP file' })).toBeEnabled(),
    );
  });

  it('says the download failed when the connection drops', async () => {
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderScreen(<ExportScreen />, { path });
    await user.click(screen.getByRole('button', { name: 'Download ZIP file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /network exception|could not be downloaded/,
    );
    expect(saved).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download ZIP file' })).toBeEnabled(),
    );
  });
});

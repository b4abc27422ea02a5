import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { i18n } from '../i18n/i18n';
import { reportReachable, reportUnreachable } from '../lib/connectivity';
import { OfflineBanner } from './offline-banner';

afterEach(() => act(() => reportReachable()));

describe('offline banner', () => {
  it('says the app is offline while calls cannot reach the server, in a status region', async () => {
    renderScreen(<OfflineBanner />);
    const region = await screen.findByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => reportUnreachable());
    expect(region).toHaveTextContent('You are offline');
    act(() => window.dispatchEvent(new Event('online')));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows when the browser goes offline, and in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderScreen(<OfflineBanner />);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => window.dispatchEvent(new Event('offline')));
      expect(await screen.findByRole('status')).toHaveTextContent('网络已断开');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      act(() => window.dispatchEvent(new Event('online')));
    }
  });
});

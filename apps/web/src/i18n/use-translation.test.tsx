import { memo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../components/providers';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

function RetryLabel() {
  const { t, i18n: instance } = useTranslation();
  return (
    <p>
      {t('common.retry')} ({instance.language})
    </p>
  );
}

/** A parent that never renders again by itself, as a memoised screen part does. */
const Still = memo(function Still() {
  return <RetryLabel />;
});

describe('useTranslation', () => {
  it('renders every reader again, behind a memoised parent too, when the language changes', async () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <Still />
      </Providers>,
    );
    expect(screen.getByText('Retry (en-US)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('重试 (zh-CN)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Retry (en-US)')).toBeInTheDocument();
  });

  it('translates into the current language outside the providers (a root of its own)', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    render(<RetryLabel />);
    expect(screen.getByText('重试 (zh-CN)')).toBeInTheDocument();
  });

  it('shows a text added after the key was first asked for, and a text replaced later', () => {
    function Probe({ n }: { n: number }) {
      const { t } = useTranslation();
      return (
        <p>
          {t('test.later')} / {t('test.count', { count: n })}
        </p>
      );
    }
    const view = render(
      <Providers queryClient={new QueryClient()}>
        <Probe n={1} />
      </Providers>,
    );
    expect(screen.getByText('test.later / test.count')).toBeInTheDocument();
    act(() =>
      i18n.addResourceBundle(
        'en-US',
        'translation',
        { 'test.later': 'Later', 'test.count_one': 'one', 'test.count_other': '{{count}} of them' },
        true,
        true,
      ),
    );
    const again = (n: number) =>
      view.rerender(
        <Providers queryClient={new QueryClient()}>
          <Probe n={n} />
        </Providers>,
      );
    again(1);
    expect(screen.getByText('Later / one')).toBeInTheDocument();
    again(3);
    expect(screen.getByText('Later / 3 of them')).toBeInTheDocument();
    act(() =>
      i18n.addResourceBundle('en-US', 'translation', { 'test.later': 'Replaced' }, true, true),
    );
    again(3);
    expect(screen.getByText('Replaced / 3 of them')).toBeInTheDocument();
  });

  afterEach(() => {
    // The test's own texts leave the shared instance (the catalog's completeness test reads it).
    const texts = i18n.store.data['en-US']?.['translation'] as Record<string, unknown> | undefined;
    for (const key of ['test.later', 'test.count_one', 'test.count_other']) delete texts?.[key];
  });
});

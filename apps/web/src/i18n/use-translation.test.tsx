import { memo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';
import { Providers } from '../components/providers';
import { i18n } from './i18n';

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
});

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { TextsProvider } from '../i18n/use-translation';
import { AntdLocale } from './antd-locale';

/** What every screen of either app needs around it: texts, the query cache, antd's locale. */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <TextsProvider>
        <QueryClientProvider client={queryClient}>
          <AntdLocale>{children}</AntdLocale>
        </QueryClientProvider>
      </TextsProvider>
    </I18nextProvider>
  );
}

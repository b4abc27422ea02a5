import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AntdLocale } from '../../components/antd-locale';
import { i18n } from '../../i18n/i18n';
import { consoleQueryClient } from '../lib/query-client';

export function ConsoleProviders({
  children,
  queryClient = consoleQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

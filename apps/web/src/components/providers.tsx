import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
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
    <TextsProvider>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </TextsProvider>
  );
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { consoleQueryClient } from '../lib/query-client';

/** antd-mobile's own texts (dialog buttons, image viewer) follow the console's language. */
function AntdLocale({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return <ConfigProvider locale={language === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>;
}

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

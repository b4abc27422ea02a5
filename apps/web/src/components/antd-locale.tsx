import type { ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';
import { useLanguage } from '../i18n/use-language';

/** antd-mobile's own texts (Dialog buttons, pull-to-refresh, pickers) follow the app language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const locale = { 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS }[language];
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

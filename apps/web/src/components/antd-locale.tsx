import type { ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useLanguage } from '../i18n/use-language';

/** antd-mobile's own texts (Dialog buttons, pull-to-refresh, pickers) follow the app language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return <ConfigProvider locale={language === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>;
}

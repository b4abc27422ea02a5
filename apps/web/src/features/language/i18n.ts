import type { Resources } from '../../i18n/i18n';

/** Texts of the language page. */
export const languageMessages: Resources = {
  'zh-CN': {
    'language.title': '语言设置',
    'language.hint': '选择界面语言，立即生效',
  },
  'zh-HK': {
    'language.title': '語言設定',
    'language.hint': '選擇介面語言，立即生效',
  },
  'en-US': {
    'language.title': 'Language',
    'language.hint': 'Choose the interface language; it applies at once',
  },
};

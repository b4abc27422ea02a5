import { languages } from '@app/contract/codes';
import { useTranslation } from '../i18n/use-translation';
import { useLanguage } from '../i18n/use-language';

/**
 * zh-CN / zh-HK / en-US as a native radio group: arrow keys move between them and the choice applies at
 * once (stored under 'language'). Each language names itself, so it is found in either language.
 */
export function LanguageSwitch({ variant = 'inline' }: { variant?: 'inline' | 'list' }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <fieldset className={`language-switch language-switch--${variant}`}>
      <legend className={variant === 'inline' ? 'visually-hidden' : 'language-switch__legend'}>
        {t('common.language')}
      </legend>
      {languages.map((lng) => (
        <label key={lng} className="language-switch__option" lang={lng}>
          <input
            type="radio"
            name="language"
            value={lng}
            checked={language === lng}
            onChange={() => setLanguage(lng)}
          />
          <span>{t(`common.languageName.${lng}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

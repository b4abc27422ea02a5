import { useTranslation } from '../../../i18n/use-translation';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageHeader } from '../../../components/page-header';

export function LanguageScreen() {
  const { t } = useTranslation();
  return (
    <div className="language-screen">
      <PageHeader title={t('language.title')} />
      <main className="language-screen__body">
        <p className="language-screen__hint">{t('language.hint')}</p>
        <LanguageSwitch variant="list" />
      </main>
    </div>
  );
}

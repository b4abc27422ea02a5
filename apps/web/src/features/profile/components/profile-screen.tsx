import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { BasicInfo } from '@app/contract/calls/profile';
import type { Language } from '@app/contract/codes';
import { enumLabel, isEnumValue } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useBasicInfo } from '../../../api/basic-info';
import { countryKey, visibleFields } from '../lib/display-rules';
import type { ProfileField } from '../lib/display-rules';
import { registerProfileTexts } from '../register-texts';
import '../profile.css';

registerProfileTexts();

/** The text a field shows: codes as words, the country by SPEC §3's rule, blanks as 'Not provided'. */
function useShown(lang: Language) {
  const { t } = useTranslation();
  return (info: BasicInfo, field: ProfileField): string => {
    const value = info[field];
    if (field === 'country') return t(countryKey(value));
    if (field === 'customerType' && value === 'I') return t('profile.customerType.I');
    if (field === 'uniqueIdName' && isEnumValue('idType', value)) {
      return enumLabel('idType', value, lang);
    }
    return value || t('profile.notProvided');
  };
}

/** /pages/my/profile: SPEC §3's basic info, read-only. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const query = useBasicInfo();
  const shown = useShown(lang);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="profile-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (query.isError) {
    body = <LoadFailed text={t('profile.loadFailed')} onRetry={() => void query.refetch()} />;
  } else {
    const info = query.data;
    body = (
      <>
        <p className="profile-hint">{t('profile.hint')}</p>
        <List>
          {visibleFields(info).map((field) => (
            <List.Item
              key={field}
              extra={<span data-testid={`profile-${field}`}>{shown(info, field)}</span>}
            >
              {t(`profile.field.${field}`)}
            </List.Item>
          ))}
        </List>
      </>
    );
  }

  return (
    <div className="profile-screen">
      <PageHeader title={t('profile.title')} back={paths.my} />
      <main aria-busy={query.isFetching}>{body}</main>
    </div>
  );
}

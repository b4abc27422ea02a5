import Empty from 'antd-mobile/es/components/empty';
import { Link } from 'react-router';
import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/endpoints';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { useFamilyMembers } from '../../../api/family';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { registerFamilyTexts } from '../texts';
import { FamilyItem } from './family-item';
import { FamilySkeleton } from './family-skeleton';
import '../family.css';

registerFamilyTexts();

/** The personal centre's family members: the people the member insures. */
export function FamilyListScreen() {
  const { t } = useTranslation();
  const family = useFamilyMembers();
  const full = (family.data?.length ?? 0) >= MAX_FAMILY_MEMBERS;
  const addLink = (testId: string) => (
    <Link className="family-add" to={paths.myFamilyEditHref()} data-testid={testId}>
      {t('family.add')}
    </Link>
  );

  const body = () => {
    if (family.isPending) return <FamilySkeleton label={t('common.loading')} />;
    if (family.isError) {
      return <LoadFailed text={t('family.loadFailed')} onRetry={() => void family.refetch()} />;
    }
    if (family.data.length === 0) {
      return (
        <div className="family-state" data-testid="family-empty">
          <Empty description={t('family.empty')} />
          <p>{t('family.emptyHint')}</p>
          {addLink('family-empty-add')}
        </div>
      );
    }
    return (
      <>
        <ul className="card-list family-list" aria-label={t('family.list')}>
          {family.data.map((person) => (
            <FamilyItem key={person.id} person={person} />
          ))}
        </ul>
        {full ? (
          <p className="family-state" role="note">
            {t('family.limit', { max: MAX_FAMILY_MEMBERS })}
          </p>
        ) : (
          addLink('family-add')
        )}
      </>
    );
  };

  return (
    <div className="family-screen">
      <PageHeader title={t('family.title')} back={paths.my} />
      <main className="family-screen__body">{body()}</main>
    </div>
  );
}

import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadFailed } from '../../../components/load-failed';
import { useFamilyMembers } from '../../../api/family';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { registerFamilyTexts } from '../texts';
import { FamilyForm } from './family-form';
import '../family.css';

registerFamilyTexts();

/** Add a family member (no id) or edit the one named by `?id=`, found in the member's list. */
export function FamilyFormScreen() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const family = useFamilyMembers(id !== undefined);
  const title = t(id ? 'family.editTitle' : 'family.addTitle');

  const body = () => {
    if (!id) return <FamilyForm />;
    if (family.isPending) {
      return (
        <div className="family-form" role="status" aria-label={t('common.loading')}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      );
    }
    if (family.isError) {
      return <LoadFailed text={t('family.loadFailed')} onRetry={() => void family.refetch()} />;
    }
    const person = family.data.find((candidate) => candidate.id === id);
    if (!person) {
      return (
        <div className="family-state" role="alert">
          <p>{t('family.notFound')}</p>
          <Link to={paths.myFamily}>{t('family.backToList')}</Link>
        </div>
      );
    }
    return <FamilyForm key={person.id} person={person} />;
  };

  return (
    <div className="family-screen">
      <PageHeader title={title} back={paths.myFamily} />
      <main>{body()}</main>
    </div>
  );
}

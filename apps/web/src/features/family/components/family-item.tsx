import { Link } from 'react-router';
import type { FamilyMember } from '@app/contract/calls/family';
import { enumLabel } from '@app/contract/enums';
import { maskIdNumber } from '@app/contract/id-mask';
import { useTranslation } from '../../../i18n/use-translation';
import { familyMemberName } from '../../../api/family';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useRemoveConfirmed } from './use-remove-confirmed';

/** One family member: who they are, and edit and remove. */
export function FamilyItem({ person }: { person: FamilyMember }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const name = familyMemberName(person);
  const remove = useRemoveConfirmed();
  const details = [
    enumLabel('relation', person.relation, language),
    enumLabel('gender', person.gender, language),
    person.birthDate,
  ].join(' · ');
  return (
    <li className="card family-item" data-testid="family-item">
      <div className="family-item__who">
        <p className="family-item__name">{name}</p>
        <p className="family-item__details">{details}</p>
        <p className="family-item__details">
          {enumLabel('idType', person.idType, language)} {maskIdNumber(person.idNumber)}
        </p>
      </div>
      <div className="family-item__actions">
        <Link
          className="family-item__action"
          to={paths.myFamilyEditHref(person.id)}
          aria-label={t('family.editName', { name })}
        >
          {t('family.edit')}
        </Link>
        <button
          type="button"
          className="family-item__action family-item__action--danger"
          aria-label={t('family.removeName', { name })}
          onClick={() => void remove(person.id, name)}
        >
          {t('family.remove')}
        </button>
      </div>
    </li>
  );
}

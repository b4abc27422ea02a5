import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FamilyMember } from '@app/contract/calls/family';
import { enumLabel } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { familyMemberName } from '../../../api/family';
import { LoadFailed } from '../../../components/load-failed';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';

interface FamilyFillProps {
  family: UseQueryResult<FamilyMember[]>;
  onFill: (person: FamilyMember) => void;
  /** Told when the list is first opened: for a caller that asks for the family only then. */
  onOpen?: () => void;
}

/**
 * "Fill from a family member" above the insured section's fields: a disclosure listing the
 * member's family members; one tap fills the matching fields.
 */
export function FamilyFill({ family, onFill, onOpen }: FamilyFillProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const panel = () => {
    if (family.isPending) return <p role="status">{t('common.loading')}</p>;
    if (family.isError) {
      return (
        <LoadFailed
          text={t('appointment.family.loadFailed')}
          onRetry={() => void family.refetch()}
        />
      );
    }
    if (family.data.length === 0) {
      return (
        <p>
          {t('appointment.family.none')}{' '}
          <Link to={paths.myFamilyEditHref()}>{t('appointment.family.add')}</Link>
        </p>
      );
    }
    return (
      <ul className="family-fill__list">
        {family.data.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              className="family-fill__choice button-outline"
              data-testid="family-pick"
              onClick={() => {
                setOpen(false);
                onFill(person);
              }}
            >
              <span className="family-fill__name">{familyMemberName(person)}</span>
              <span className="family-fill__relation">
                {enumLabel('relation', person.relation, language)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="family-fill">
      <button
        type="button"
        className="family-fill__toggle button-outline"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="family-fill"
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {t('appointment.family.fill')}
      </button>
      {open && (
        <div
          id={panelId}
          className="family-fill__panel"
          role="group"
          aria-label={t('appointment.family.pick')}
        >
          {panel()}
        </div>
      )}
    </div>
  );
}

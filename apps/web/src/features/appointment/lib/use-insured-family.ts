import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@app/contract/calls/family';
import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/endpoints';
import {
  familyValuesOf,
  insuredValuesOf,
  relationFromApplicant,
  sameIdDocument,
} from '@app/contract/sections/family-table';
import type { SectionData } from '@app/contract/sections/products';
import { familyMemberName, useFamilyMembers, useSaveFamilyMember } from '../../../api/family';
import { loadImperative } from '../../../lib/antd-render';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import type { FormValues } from './drafts';

/**
 * The insured section and the member's family members: fill the form from one, and after a save
 * offer to keep a person who is not one yet (the same ID type and number). The offer is a dialog
 * over whatever screen comes next, so it never holds up the reservation.
 */
export function useInsuredFamily(enabled: boolean) {
  const { t } = useTranslation();
  const family = useFamilyMembers(enabled);
  const save = useSaveFamilyMember();

  /** The section's values from a family member (every matching field), announced. */
  const fillFrom = (person: FamilyMember): FormValues => {
    showToast(t('appointment.family.filled', { name: familyMemberName(person) }));
    return insuredValuesOf(person);
  };

  const offerToKeep = async (insured: SectionData, applicant?: SectionData) => {
    const known = family.data;
    // Without the list there is no telling whether they are already kept: no offer.
    if (!enabled || !known || known.length >= MAX_FAMILY_MEMBERS) return;
    if (known.some((person) => sameIdDocument(person, insured))) return;
    const relation = relationFromApplicant(applicant?.relationToInsured);
    if (relation === 'self') return;
    const values = familyValuesOf(insured);
    const name = familyMemberName(values);
    const { default: Dialog } = await loadImperative(
      () => import('antd-mobile/es/components/dialog'),
    );
    const accepted = await Dialog.confirm({
      content: t('appointment.family.offer', { name }),
      confirmText: t('appointment.family.offerYes'),
      cancelText: t('appointment.family.offerNo'),
    });
    if (!accepted) return;
    try {
      await save.mutateAsync({ ...values, relation });
      showToast(t('appointment.family.saved'));
    } catch (error) {
      reportError(error);
    }
  };

  return { family, fillFrom, offerToKeep };
}

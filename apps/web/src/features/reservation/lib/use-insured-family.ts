import type { FamilyMember } from '@app/contract/calls/family';
import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/endpoints';
import {
  familyValuesOf,
  insuredValuesOf,
  relationFromApplicant,
  sameIdDocument,
} from '@app/contract/sections/family-table';
import type { SectionData } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { familyMemberName, useFamilyMembers, useSaveFamilyMember } from '../../../api/family';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import type { FormValues } from './drafts';

/** A person the insured section was just saved with who is not a family member yet. */
export interface FamilyOffer {
  values: ReturnType<typeof familyValuesOf>;
  relation: ReturnType<typeof relationFromApplicant>;
  name: string;
}

/**
 * The insured section and the member's family members: fill the form from one, and after a save
 * find whether the person is one already (the same ID type and number). The offer to keep them is
 * a card on the overview the member lands on (FamilyOfferCard), never a dialog in their way.
 */
export function useInsuredFamily(enabled: boolean) {
  const { t } = useTranslation();
  const family = useFamilyMembers(enabled);

  /** The section's values from a family member (every matching field), announced. */
  const fillFrom = (person: FamilyMember): FormValues => {
    showToast(t('appointment.family.filled', { name: familyMemberName(person) }));
    return insuredValuesOf(person);
  };

  const offerFor = (insured: SectionData, applicant?: SectionData): FamilyOffer | undefined => {
    const known = family.data;
    // Without the list there is no telling whether they are already kept: no offer.
    if (!enabled || !known || known.length >= MAX_FAMILY_MEMBERS) return undefined;
    if (known.some((person) => sameIdDocument(person, insured))) return undefined;
    const relation = relationFromApplicant(applicant?.relationToInsured);
    if (relation === 'self') return undefined;
    const values = familyValuesOf(insured);
    return { values, relation, name: familyMemberName(values) };
  };

  return { family, fillFrom, offerFor };
}

/** The offer carried to the overview in the navigation's state (nothing on a reload). */
export function familyOfferOf(state: unknown): FamilyOffer | undefined {
  if (!state || typeof state !== 'object' || !('familyOffer' in state)) return undefined;
  return (state as { familyOffer?: FamilyOffer }).familyOffer;
}

/** Keeping the offered person: the save, announced; an error is reported like any call's. */
export function useKeepFamilyMember() {
  const { t } = useTranslation();
  const save = useSaveFamilyMember();
  const keep = async (offer: FamilyOffer) => {
    try {
      await save.mutateAsync({ ...offer.values, relation: offer.relation });
      showToast(t('appointment.family.saved'));
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  };
  return { keep, pending: save.isPending };
}

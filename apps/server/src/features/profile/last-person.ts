import type { LastPerson } from '@app/contract/calls/profile';
import type { Db } from '../../db/database.ts';
import { latestSubmittedSections } from './latest-answers-repository.ts';

/**
 * policyholder/LastPerson: the policyholder (applicant) or customer the member last submitted a
 * reservation with, for a new reservation's offer to fill its person section (issue 36). Only a
 * reservation the member filled in themselves counts: an agent who handed a link on never gets
 * the other member's answers, ID number included, back from here.
 */
export async function lastPerson(db: Db, memberId: string): Promise<LastPerson> {
  const sections = await latestSubmittedSections(db, memberId, 'filledBy');
  if (sections.applicant) return { section: 'applicant', data: sections.applicant };
  if (sections.customer) return { section: 'customer', data: sections.customer };
  return null;
}

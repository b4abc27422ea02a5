import type { BasicInfo } from '@app/contract/calls/profile';
import { maskValue as mask } from '../../crypto/sensitive-fields.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../http/app-error.ts';
import { findMember, latestSubmittedSections } from './latest-answers-repository.ts';

/** ID types that are national identity cards; a passport is told apart (SPEC §3: nationalId, passportNo). */
const NATIONAL_ID_TYPES = ['cnId', 'hkId', 'moId', 'twId'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A pinyin name, family name first ("CHAN TAI MAN"): family, then given names. */
function splitName(full: string) {
  const [last = '', ...given] = full.split(/\s+/).filter(Boolean);
  return { lastName: last, firstName: given.join(' '), middleName: '' };
}

/**
 * user/basicInfo: SPEC §3's fields from the member's account and the applicant (or customer)
 * and bank sections of their latest submitted reservation. Every member is an individual ('I').
 */
export async function basicInfo(db: Db, memberId: string): Promise<BasicInfo> {
  const member = await findMember(db, memberId);
  if (!member) throw unauthorized();
  const sections = await latestSubmittedSections(db, memberId);
  const person = sections.applicant ?? sections.customer ?? {};
  const bank = sections.bank ?? {};
  const idType = text(person.idType);
  const idNumber = text(person.idNumber);
  const fullName = text(person.nameEn) || member.name;
  const residential = text(person.residentialAddress);
  const mailing = text(person.mailingAddress);
  const mobile = `${member.area_code} ${member.mobile}`;
  return {
    bankAccountNo: mask(text(bank.accountNumber)),
    accountNo: member.id,
    customerName: text(person.nameCn) || member.name,
    customerType: 'I',
    uniqueIdName: idType,
    uniqueIdValue: mask(idNumber),
    country: text(person.nationality),
    nationalId: NATIONAL_ID_TYPES.includes(idType) ? mask(idNumber) : '',
    passportNo: idType === 'passport' ? mask(idNumber) : '',
    mobile,
    // SPEC §3 hides `mobile` from an individual's profile: the number they registered with is
    // their telephone until a reservation gives another (it said 'Not provided' beside a
    // personal centre that shows the number).
    telephone: text(person.workPhone) || mobile,
    email: text(person.email) || member.email,
    loginEmail: member.email,
    // SPEC's spelling. A company's finance officer: no individual has one.
    cfoEmial: '',
    fullName,
    ...splitName(text(person.nameEn)),
    addressLine1: mailing,
    addressLine2: residential && residential !== mailing ? residential : '',
    addressLine3: text(person.postalCode),
  };
}

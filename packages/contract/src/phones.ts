/**
 * Mobile numbers by area code (DESIGN.md mobileList): +86 11 digits from 1 (SPEC §5's phone
 * rule), +852 and +853 8 digits, elsewhere 6-15 digits. One table for the forms, the server's
 * checks and user/mobileList.
 */
const patterns: Record<string, string> = {
  '+86': '^1\\d{10}$',
  '+852': '^\\d{8}$',
  '+853': '^\\d{8}$',
};
const ANYWHERE = '^\\d{6,15}$';

export const DEFAULT_AREA_CODE = '+86';

/** The pattern a mobile number under this area code must match (a RegExp source). */
export function phonePattern(areaCode: unknown): string {
  return (typeof areaCode === 'string' && patterns[areaCode]) || ANYWHERE;
}

export function isPhoneForArea(areaCode: unknown, phone: string): boolean {
  return new RegExp(phonePattern(areaCode)).test(phone);
}

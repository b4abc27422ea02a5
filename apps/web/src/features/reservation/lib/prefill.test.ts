import { describe, expect, it } from 'vitest';
import type { BasicInfo } from '@app/contract/calls/profile';
import { emptyFieldsFilled, isEmptySection, lastPersonValues, profileValues } from './prefill';

const info = (extra: Partial<BasicInfo> = {}): BasicInfo => ({
  bankAccountNo: '',
  accountNo: 'm1',
  customerName: 'Test Member',
  customerType: 'I',
  uniqueIdName: '',
  uniqueIdValue: '',
  country: '',
  nationalId: '',
  passportNo: '',
  mobile: '+86 13800138000',
  telephone: '+86 13800138000',
  email: 'member@example.com',
  loginEmail: 'member@example.com',
  cfoEmial: '',
  fullName: 'Test Member',
  firstName: '',
  middleName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  ...extra,
});

describe('prefill values', () => {
  it('takes a registered Latin name as the English name only, and the mobile split', () => {
    expect(profileValues(info())).toEqual({
      nameEn: 'Test Member',
      areaCode: '+86',
      phone: '13800138000',
      email: 'member@example.com',
    });
  });

  it('never offers a masked number, nor an area code the form does not list', () => {
    const values = profileValues(
      info({ uniqueIdValue: '****002X', nationalId: '****002X', mobile: '+999 123' }),
    );
    expect(Object.values(values).join()).not.toContain('*');
    expect(values).not.toHaveProperty('areaCode');
    expect(values).not.toHaveProperty('phone');
  });

  it('fills only empty fields of the form, and nothing empty', () => {
    const current = { nameCn: '李四', nameEn: '', email: ' ' };
    const offered = { nameCn: '陈大文', nameEn: 'Chan', email: 'a@b.c', idNumber: '', other: 'x' };
    expect(emptyFieldsFilled(current, offered, ['nameCn', 'nameEn', 'email', 'idNumber'])).toEqual({
      nameEn: 'Chan',
      email: 'a@b.c',
    });
  });

  it("leaves out the last reservation's relationship to its insured", () => {
    const last = {
      section: 'applicant' as const,
      data: { nameCn: '陈大文', relationToInsured: 'self' },
    };
    expect(lastPersonValues(last)).toEqual({ nameCn: '陈大文' });
  });

  it('calls a section empty only when every value is blank', () => {
    expect(isEmptySection({})).toBe(true);
    expect(isEmptySection({ nameCn: ' ', list: [] })).toBe(true);
    expect(isEmptySection({ nameCn: '陈' })).toBe(false);
  });
});

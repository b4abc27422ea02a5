import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../issues.ts';
import { validSection, without, yearsBefore } from '../testing/fixtures.ts';
import { bankSchema } from './bank.ts';
import { customerSchema } from './customer.ts';
import { educationSchema } from './education.ts';
import { itaSchema } from './ita.ts';
import { insuredFromApplicant, personSchema } from './person.ts';

const today = '2025-06-15';
const applicant = () => validSection('applicant', 'insurance', today);

/** {field: message key} of a failed parse, {} when it passed. */
function keys(result: {
  success: boolean;
  error?: { issues: Parameters<typeof fieldMessages>[0] };
}) {
  if (result.success || !result.error) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error.issues)).map(([f, m]) => [f, m.key]),
  );
}

const person = (data: Record<string, unknown>) =>
  keys(personSchema({ role: 'applicant', today }).safeParse(data));

describe('person rules', () => {
  it.each([
    ['+86', '13800138000', true],
    ['+86', '23800138000', false],
    ['+86', '1380013800', false],
    ['+852', '91234567', true],
    ['+853', '6612345', false],
    ['+44', '7700900123', true],
    ['+44', '12345', false],
    ['+86', '138-0013-8000', false],
  ])('phone %s %s -> %s', (areaCode, phone, ok) => {
    expect(person({ ...applicant(), areaCode, phone })).toEqual(
      ok ? {} : { phone: 'validation.phone' },
    );
  });

  it.each([
    ['cnId', '11010519491231002X', true],
    ['cnId', '110105194912310021', false],
    ['hkId', 'A123456(3)', true],
    ['hkId', 'A123456(4)', false],
    ['passport', 'E12345678', true],
    ['passport', '!!', false],
  ])('ID %s %s -> %s', (idType, idNumber, ok) => {
    expect(person({ ...applicant(), idType, idNumber })).toEqual(
      ok ? {} : { idNumber: 'validation.idNumber' },
    );
  });

  it('normalises a lower-case x in a mainland ID', () => {
    const parsed = personSchema({ role: 'applicant', today }).parse({
      ...applicant(),
      idNumber: '11010519491231002x',
    });
    expect(parsed.idNumber).toBe('11010519491231002X');
  });

  it('wants the other nationality to differ', () => {
    expect(person({ ...applicant(), otherNationality: 'CN' })).toEqual({
      otherNationality: 'validation.notEqualNationality',
    });
    expect(person({ ...applicant(), otherNationality: 'CA' })).toEqual({});
    expect(person({ ...applicant(), otherNationality: 'XX' })).toEqual({
      otherNationality: 'validation.option',
    });
  });

  it('needs a residential address unless it is the same as another one', () => {
    expect(person({ ...applicant(), residentialAddress: '' })).toEqual({
      residentialAddress: 'validation.required',
    });
    expect(
      person({ ...applicant(), residentialAddress: '', residentialSameAs: 'idAddress' }),
    ).toEqual({});
  });

  it('shows cross-field problems together with field problems', () => {
    expect(person({ ...applicant(), residentialAddress: '', nameCn: '' })).toEqual({
      nameCn: 'validation.required',
      residentialAddress: 'validation.required',
    });
  });

  it('takes a birth date in the past, at most 100 years ago', () => {
    const at = (birthDate: string) => person({ ...applicant(), birthDate });
    expect(at(today)).toEqual({ birthDate: 'validation.datePast' });
    expect(at('2025-06-14')).toEqual({});
    expect(at('1925-06-15')).toEqual({});
    expect(at('1925-06-14')).toEqual({ birthDate: 'validation.dateTooOld' });
    expect(at('2025-02-29')).toEqual({ birthDate: 'validation.date' });
    expect(at('15/06/1990')).toEqual({ birthDate: 'validation.date' });
  });

  it('takes an employment start date up to today', () => {
    expect(person({ ...applicant(), employmentStartDate: today })).toEqual({});
    expect(person({ ...applicant(), employmentStartDate: '2025-06-16' })).toEqual({
      employmentStartDate: 'validation.dateFuture',
    });
  });

  it('applies the kinds: int ranges, money, yes/no, options, lengths, English names', () => {
    const bad = person({
      ...applicant(),
      weightKg: '1',
      heightCm: '17a',
      monthlyIncome: '012',
      smoking: 'maybe',
      gender: 'X',
      nameCn: '陈'.repeat(21),
      nameEn: 'Chan 大文',
      workPhone: 'call me',
      email: 'not-an-email',
    });
    expect(bad).toEqual({
      weightKg: 'validation.range',
      heightCm: 'validation.int',
      monthlyIncome: 'validation.money',
      smoking: 'validation.option',
      gender: 'validation.option',
      nameCn: 'validation.tooLong',
      nameEn: 'validation.nameEn',
      workPhone: 'validation.telephone',
      email: 'validation.email',
    });
  });

  it('passes the numbers a message interpolates', () => {
    const result = personSchema({ role: 'applicant', today }).safeParse({
      ...applicant(),
      weightKg: '999',
      birthDate: '1900-01-01',
      employer: 'x'.repeat(61),
    });
    const messages = result.success ? {} : fieldMessages(result.error.issues);
    expect(messages.weightKg).toEqual({ key: 'validation.range', params: { min: 2, max: 300 } });
    expect(messages.birthDate).toEqual({ key: 'validation.dateTooOld', params: { years: 100 } });
    expect(messages.employer).toEqual({ key: 'validation.tooLong', params: { max: 60 } });
  });

  it('accepts numbers for ints and money and answers normalised text', () => {
    const parsed = personSchema({ role: 'applicant', today }).parse({
      ...applicant(),
      weightKg: 70,
      heightCm: '0175',
      monthlyIncome: 1500.5,
      smoking: 'y',
      nameEn: "  O'Brien-Li  ",
    });
    expect(parsed).toMatchObject({
      weightKg: '70',
      heightCm: '175',
      monthlyIncome: '1500.5',
      smoking: 'Y',
      nameEn: "O'Brien-Li",
    });
  });

  it('asks the relationship of the applicant only', () => {
    const insured = without(applicant(), 'relationToInsured');
    expect(keys(personSchema({ role: 'insured', today }).safeParse(insured))).toEqual({});
    expect(person(insured)).toEqual({ relationToInsured: 'validation.requiredChoice' });
    expect(insuredFromApplicant(applicant())).not.toHaveProperty('relationToInsured');
  });

  it('refuses a malformed today instead of guessing', () => {
    expect(() => personSchema({ role: 'insured', today: 'today' })).toThrow(RangeError);
  });
});

describe('customer', () => {
  const base = validSection('customer', 'education', today);
  it('asks the number of children for education and immigration only', () => {
    expect(
      keys(
        customerSchema({ productType: 'education', today }).safeParse({
          ...base,
          childrenCount: '21',
        }),
      ),
    ).toEqual({
      childrenCount: 'validation.range',
    });
    const trust = customerSchema({ productType: 'trust', today }).parse({
      ...base,
      childrenCount: '21',
    });
    expect(trust).not.toHaveProperty('childrenCount');
  });
});

describe('education', () => {
  const base = validSection('education', 'education', today);
  it('requires master courses once a master university is given', () => {
    const parse = (data: Record<string, unknown>) => keys(educationSchema().safeParse(data));
    expect(parse({ ...base, masterCourses: '' })).toEqual({ masterCourses: 'validation.required' });
    expect(parse({ ...base, masterUniversity: '', masterCourses: '' })).toEqual({});
  });

  it.each([
    ['3.65', true],
    ['4', true],
    ['85.5', true],
    ['100', true],
    ['100.01', false],
    ['3.655', false],
    ['abc', false],
  ])('GPA %s -> %s', (bachelorGpa, ok) => {
    expect(keys(educationSchema().safeParse({ ...base, bachelorGpa }))).toEqual(
      ok ? {} : { bachelorGpa: 'validation.gpa' },
    );
  });
});

describe('bank', () => {
  const base = validSection('bank', 'trust', today);
  const parse = (data: Record<string, unknown>, codes?: string[]) =>
    keys(bankSchema(codes ? { bankCodes: codes } : {}).safeParse(data));

  it('upper-cases and checks the SWIFT code', () => {
    expect(bankSchema().parse({ ...base, swiftCode: 'hsbchkhh' }).swiftCode).toBe('HSBCHKHH');
    for (const swiftCode of ['HSBCHK', 'HSBCHKHHH', '1SBCHKHH', 'HSBCHKHHHKHX']) {
      expect(parse({ ...base, swiftCode })).toEqual({
        swiftCode: swiftCode.length > 11 ? 'validation.tooLong' : 'validation.swift',
      });
    }
  });

  it('checks account and branch numbers, and a known bank code', () => {
    expect(parse({ ...base, accountNumber: '12345' })).toEqual({
      accountNumber: 'validation.accountNumber',
    });
    expect(parse({ ...base, accountNumber: '------' })).toEqual({
      accountNumber: 'validation.accountNumber',
    });
    expect(parse({ ...base, branchNumber: '12a' })).toEqual({ branchNumber: 'validation.digits' });
    expect(parse(base, ['004', '024'])).toEqual({});
    expect(parse(base, ['024'])).toEqual({ bankCode: 'validation.bankCode' });
  });

  it('takes a bank not on the list as OTHER, its name and SWIFT code typed and checked', () => {
    const other = { ...base, bankCode: 'OTHER', bankName: 'Bank of Ningbo', swiftCode: 'bknbcn2n' };
    expect(parse(other, ['004'])).toEqual({});
    expect(parse({ ...other, bankName: '', swiftCode: 'BKNB' }, ['004'])).toEqual({
      bankName: 'validation.required',
      swiftCode: 'validation.swift',
    });
  });
});

describe('ita', () => {
  const base = validSection('ita', 'ita', today);
  const parse = (data: Record<string, unknown>) => keys(itaSchema({ today }).safeParse(data));

  it('requires and checks the card only when paying by credit card', () => {
    expect(parse({ ...base, cardNumber: '', cardType: '', cardExpiry: '' })).toEqual({
      cardNumber: 'validation.required',
      cardType: 'validation.requiredChoice',
      cardExpiry: 'validation.required',
    });
    expect(
      parse({ ...base, cardNumber: '4111111111111112', cardType: 'diners', cardExpiry: '5/30' }),
    ).toEqual({
      cardNumber: 'validation.cardNumber',
      cardType: 'validation.option',
      cardExpiry: 'validation.cardExpiry',
    });
    expect(parse({ ...base, cardExpiry: '05/25' })).toEqual({
      cardExpiry: 'validation.cardExpired',
    });
    expect(parse({ ...base, cardExpiry: '06/25' })).toEqual({});
  });

  it('drops card details when the money does not come by card', () => {
    const parsed = itaSchema({ today }).parse({
      ...base,
      fundingMethod: 'bankTransfer',
      cardNumber: 'junk',
    });
    expect(parsed).not.toHaveProperty('cardNumber');
    expect(parsed).not.toHaveProperty('cardExpiry');
  });

  it('keeps card digits only', () => {
    const parsed = itaSchema({ today }).parse({ ...base, cardNumber: '4111 1111 1111 1111' });
    expect(parsed).toMatchObject({ cardNumber: '4111111111111111' });
  });

  it('takes other funding countries as a list or as text', () => {
    const schema = itaSchema({ today });
    expect(
      schema.parse({ ...base, otherFundingCountries: 'US, GB,US' }).otherFundingCountries,
    ).toEqual(['US', 'GB']);
    expect(parse({ ...base, otherFundingCountries: ['US', 'ZZ'] })).toEqual({
      otherFundingCountries: 'validation.option',
    });
    expect(
      parse({
        ...base,
        otherFundingCountries: ['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS'],
      }),
    ).toEqual({
      otherFundingCountries: 'validation.tooMany',
    });
  });

  it('fixture dates stay valid on a leap day', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
  });
});

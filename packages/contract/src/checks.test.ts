import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  hkidCheckChar,
  isCardExpiryValid,
  isCardNumber,
  isHkid,
  isMainlandId,
  isUnder18On,
  luhnValid,
  mainlandIdBirthDate,
  mainlandIdCheckChar,
} from './checks.ts';

describe('mainland resident ID (ISO 7064 MOD 11-2)', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477'])(
    'accepts %s',
    (id) => expect(isMainlandId(id)).toBe(true),
  );

  it.each([
    ['wrong check digit', '110105194912310021'],
    ['17 characters', '11010519491231002'],
    ['impossible birth date', '110105194902300023'],
    ['letter inside', '11010519491231A02X'],
    ['before 1800', '110105179912310020'],
  ])('refuses %s', (_why, id) => expect(isMainlandId(id)).toBe(false));

  it('computes the check character and reads the birth date', () => {
    expect(mainlandIdCheckChar('11010519491231002')).toBe('X');
    expect(mainlandIdBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(mainlandIdBirthDate('110105194912310021')).toBeNull();
  });

  it('accepts exactly one check character for any 17 digits with a valid date', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), (serial) => {
        const first17 = `11010519900101${serial}`;
        const valid = '0123456789X'.split('').filter((c) => isMainlandId(first17 + c));
        expect(valid).toEqual([mainlandIdCheckChar(first17)]);
      }),
    );
  });
});

describe('HKID', () => {
  it.each(['A123456(3)', 'A1234563', 'a123456(3)', 'AB987654(3)', 'G123456(A)', ' A123456 (3) '])(
    'accepts %s',
    (id) => expect(isHkid(id)).toBe(true),
  );

  it.each(['A123456(4)', 'A12345(3)', '1123456(3)', 'ABC123456(3)', 'A123456(3', 'A123456'])(
    'refuses %s',
    (id) => expect(isHkid(id)).toBe(false),
  );

  it('computes check characters, including A for 10', () => {
    // Worked by hand: (36*9 + 10*8 + 1*7 + 2*6 + 3*5 + 4*4 + 5*3 + 6*2) = 481, 481 mod 11 = 8, 11 - 8 = 3.
    expect(hkidCheckChar('A', '123456')).toBe('3');
    expect(hkidCheckChar('AB', '987654')).toBe('3');
    expect(hkidCheckChar('G', '123456')).toBe('A');
  });
});

describe('Luhn and card numbers', () => {
  it('accepts well-known test cards', () => {
    for (const card of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6200000000000005',
    ]) {
      expect(isCardNumber(card)).toBe(true);
    }
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
  });

  it('refuses a changed digit, too short or too long numbers and letters', () => {
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('411111111111')).toBe(false);
    expect(isCardNumber('41111111111111111111')).toBe(false);
    expect(luhnValid('41111111111111a1')).toBe(false);
  });

  it('detects every single-digit change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'4111111111111111'].map(Number);
        digits[at] = ((digits[at] ?? 0) + delta) % 10;
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('card expiry', () => {
  it('is valid through the end of its month', () => {
    expect(isCardExpiryValid('06/25', '2025-06-30')).toBe(true);
    expect(isCardExpiryValid('05/25', '2025-06-01')).toBe(false);
    expect(isCardExpiryValid('01/26', '2025-12-31')).toBe(true);
  });

  it('refuses malformed values', () => {
    for (const value of ['13/25', '00/25', '6/25', '06/2025', '0625']) {
      expect(isCardExpiryValid(value, '2025-01-01')).toBe(false);
    }
  });

  it('throws on a malformed today, never reading the clock instead', () => {
    expect(() => isCardExpiryValid('06/25', '2025-6-1')).toThrow(RangeError);
  });
});

describe('age', () => {
  it('counts completed years', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2030-01-01')).toBe(29);
    expect(ageOn('not a date', '2030-01-01')).toBeNull();
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is not under 18 on the 18th birthday, and under 18 the day before', () => {
    expect(isUnder18On('2007-03-10', '2025-03-10')).toBe(false);
    expect(isUnder18On('2007-03-10', '2025-03-09')).toBe(true);
    expect(isUnder18On('2007-03-11', '2025-03-10')).toBe(true);
  });
});

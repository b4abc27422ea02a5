import { describe, expect, it } from 'vitest';
import { countries } from '@app/contract/countries';
import { mappedAlpha2 } from './alpha3';
import { readIdentity } from './index';
import { mrzCheckDigit } from './mrz';

// Invented persons; the numbers' check characters are computed the documents' way.
const TODAY = new Date('2026-11-28T00:00:00Z');

const hkidCard = [
  '香港永久性居民身份證',
  'HONG KONG PERMANENT IDENTITY CARD',
  '陳大文',
  'CHAN, Tai Man',
  '7115 1129 2429',
  '出生日期 Date of Birth',
  '07-03-1985 男 M',
  '(01-79) 15-09-18',
  'A123456(3)',
];

const mainlandCard = [
  '姓名 王 小 明',
  '性别 男 民族 汉',
  '出生 1985 年 3 月 7 日',
  '住址 北京市朝阳区建国路 1 号',
  '公民身份号码 110105198503071513',
];

const passportPage = [
  'PASSPORT 护照',
  'Surname / 姓 ZHANG',
  'Given names / 名 WEI',
  'P<CHNZHANG<<WEI<<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
  'E123456782CHN8503079M3001156<<<<<<<<<<<<<<02',
];

describe('readIdentity: Hong Kong identity card', () => {
  it('reads the number, names, birth date and sex of a clean card', () => {
    expect(readIdentity(hkidCard, TODAY)).toEqual({
      idType: 'hkId',
      idNumber: 'A123456(3)',
      nameCn: '陳大文',
      nameEn: 'CHAN Tai Man',
      birthDate: '1985-03-07',
      gender: 'M',
    });
  });

  it('reads look-alike letters in the digits as digits, and a two-letter prefix', () => {
    const lines = hkidCard.map((line) => (line === 'A123456(3)' ? 'XA OOOOO1 (6)' : line));
    expect(readIdentity(lines, TODAY)?.idNumber).toBe('XA000001(6)');
    const noisy = hkidCard.map((line) => (line === 'A123456(3)' ? 'AI234S6[3]' : line));
    expect(readIdentity(noisy, TODAY)?.idNumber).toBe('A123456(3)');
  });

  it('fills nothing when the check character fails (one digit misread)', () => {
    const lines = hkidCard.map((line) => (line === 'A123456(3)' ? 'A128456(3)' : line));
    expect(readIdentity(lines, TODAY)).toBeNull();
  });

  it('never takes the digit groups of the name code for a number', () => {
    const lines = hkidCard.filter((line) => line !== 'A123456(3)');
    // 7115112(9) would pass the check by chance, but the card prints the number bracketed.
    expect(readIdentity([...lines, '71151129 2429'], TODAY)).toBeNull();
  });

  it('takes names, birth date and sex only from lines the engine was sure of', () => {
    const unsure = new Set(['陳大文', 'CHAN, Tai Man', '07-03-1985 男 M']);
    const trusted = hkidCard.filter((line) => !unsure.has(line));
    expect(readIdentity(hkidCard, TODAY, trusted)).toEqual({
      idType: 'hkId',
      idNumber: 'A123456(3)',
    });
  });

  it('fills nothing when two different valid numbers are on the photo', () => {
    expect(readIdentity([...hkidCard, 'Y654321(7)'], TODAY)).toBeNull();
  });
});

describe('readIdentity: mainland resident identity card', () => {
  it('reads the number and takes the birth date and sex from it', () => {
    expect(readIdentity(mainlandCard, TODAY)).toEqual({
      idType: 'cnId',
      idNumber: '110105198503071513',
      nameCn: '王小明',
      birthDate: '1985-03-07',
      gender: 'M',
      nationality: 'CN',
    });
  });

  it('reads a final x, O for 0, and a woman from an even 17th digit', () => {
    const lines = ['姓名 李丽', '公民身份号码 44O304199208120O23'];
    expect(readIdentity(lines, TODAY)).toMatchObject({
      idNumber: '440304199208120023',
      gender: 'F',
      birthDate: '1992-08-12',
    });
  });

  it('fills nothing when the check digit fails or the run is part of a longer number', () => {
    expect(readIdentity(['公民身份号码 110105198503071514'], TODAY)).toBeNull();
    expect(readIdentity(['公民身份号码 1101051985030715139'], TODAY)).toBeNull();
  });
});

describe('readIdentity: passport machine-readable zone', () => {
  it('reads every field of a clean zone, the name confirmed by the visual zone', () => {
    expect(readIdentity(passportPage, TODAY)).toEqual({
      idType: 'passport',
      idNumber: 'E12345678',
      nameEn: 'ZHANG WEI',
      birthDate: '1985-03-07',
      gender: 'M',
      nationality: 'CN',
      idExpiry: '2030-01-15',
    });
  });

  it('reads the ICAO specimen, spaces and look-alikes in the digit fields', () => {
    const lines = [
      'Surname ERIKSSON Given names ANNA MARIA',
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36 UTO74O8122F12O4159ZE184226B<<<<<1O',
    ];
    // UTO is ICAO's fictional state: no nationality to fill, the rest reads.
    expect(readIdentity(lines, new Date('2010-01-01T00:00:00Z'))).toEqual({
      idType: 'passport',
      idNumber: 'L898902C3',
      nameEn: 'ERIKSSON ANNA MARIA',
      birthDate: '1974-08-12',
      gender: 'F',
      idExpiry: '2012-04-15',
    });
  });

  it('fills only the fields whose check passes when one digit is misread', () => {
    // The birth date's 5 read as 6: its check and the composite fail.
    const lines = [passportPage[3] ?? '', 'E123456782CHN8603079M3001156<<<<<<<<<<<<<<02'];
    expect(readIdentity(lines, TODAY)).toEqual({
      idType: 'passport',
      idNumber: 'E12345678',
      idExpiry: '2030-01-15',
    });
  });

  it('takes the name before misread fillers, and reads the second line without the first', () => {
    const lines = [
      ...passportPage.slice(0, 3),
      'P<CHNZHANG<<WEI<<<<<<<<<<<<<<<LLLLLLLLLKK<L',
      passportPage[4] ?? '',
    ];
    expect(readIdentity(lines, TODAY)?.nameEn).toBe('ZHANG WEI');
    expect(readIdentity([passportPage[4] ?? ''], TODAY)).toMatchObject({
      idNumber: 'E12345678',
      nationality: 'CN',
    });
  });

  it('leaves the name out when the visual zone does not show it', () => {
    expect(readIdentity(passportPage.slice(3), TODAY)?.nameEn).toBeUndefined();
  });

  it('computes 7-3-1 check digits as ICAO 9303 does', () => {
    expect(mrzCheckDigit('L898902C3')).toBe('6');
    expect(mrzCheckDigit('740812')).toBe('2');
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe('1');
  });
});

describe('readIdentity: nothing to read', () => {
  it('returns null for text that is no identity document', () => {
    expect(readIdentity(['Receipt', 'Total HKD 120.00'], TODAY)).toBeNull();
  });

  it('maps nationalities only to codes of the contract', () => {
    const known = new Set<string>(countries);
    expect(mappedAlpha2.filter((code) => !known.has(code))).toEqual([]);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../issues.ts';
import { familyMemberFixture, VALID_CN_ID } from '../testing/fixtures.ts';
import { runtimePackages } from '../testing/import-graph.ts';
import { familyMemberSchema } from './family.ts';
import {
  familyFields,
  familyFormFields,
  familyRows,
  familyValuesOf,
  insuredValuesOf,
  relationFromApplicant,
  sameIdDocument,
} from './family-table.ts';
import { fieldMeta } from './meta.ts';
import { personFields } from './form-fields.ts';
import { personRows } from './person-table.ts';

const today = '2026-06-15';
const keysOf = (body: Record<string, unknown>) => {
  const result = familyMemberSchema(today).safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error.issues)).map(([f, m]) => [f, m.key]),
  );
};

describe('family member fields', () => {
  it("are the insured section's rows under DESIGN.md's names", () => {
    const insured = new Map(personFields('insured').map((field) => [field.key, field]));
    const sources = {
      chineseName: 'nameCn',
      englishName: 'nameEn',
      gender: 'gender',
      birthDate: 'birthDate',
      idType: 'idType',
      idNumber: 'idNumber',
      nationality: 'nationality',
    } as const;
    for (const [key, source] of Object.entries(sources)) {
      const field = familyFormFields.find((f) => f.key === key);
      expect({ ...field, labelKey: '' }, key).toEqual({
        ...insured.get(source),
        key,
        labelKey: '',
      });
    }
    const relation = personRows.find((row) => row.key === 'relationToInsured')!;
    expect(familyFormFields.find((f) => f.key === 'relation')).toEqual({
      ...fieldMeta(relation),
      key: 'relation',
      labelKey: 'field.relation',
    });
    expect(familyRows.map((row) => row.key)).toEqual(familyFields);
  });

  it('accept a valid person and write the ID number in capitals', () => {
    const person = { ...familyMemberFixture(today), idNumber: 'a123456(3)' };
    const parsed = familyMemberSchema(today).parse(person);
    expect(parsed.idNumber).toBe('A123456(3)');
    expect(parsed).not.toHaveProperty('id');
    expect(familyMemberSchema(today).parse({ ...person, id: 'abc_1' }).id).toBe('abc_1');
  });

  it('check every field as the insured section does, all at once', () => {
    expect(
      keysOf({
        chineseName: '',
        englishName: 'Chan 大文',
        relation: 'cousin',
        gender: 'X',
        birthDate: '2026-02-30',
        idType: 'passport',
        idNumber: '??',
        nationality: 'XX',
      }),
    ).toEqual({
      chineseName: 'validation.required',
      englishName: 'validation.nameEn',
      relation: 'validation.option',
      gender: 'validation.option',
      birthDate: 'validation.date',
      idNumber: 'validation.idNumber',
      nationality: 'validation.option',
    });
    expect(keysOf({ ...familyMemberFixture(today), chineseName: '长'.repeat(21) })).toEqual({
      chineseName: 'validation.tooLong',
    });
    expect(keysOf({ ...familyMemberFixture(today), id: 'a b' })).toEqual({
      id: 'validation.format',
    });
  });

  it('check the ID number by its type', () => {
    const person = familyMemberFixture(today);
    expect(keysOf({ ...person, idType: 'cnId' })).toEqual({ idNumber: 'validation.idNumber' });
    expect(keysOf({ ...person, idType: 'cnId', idNumber: VALID_CN_ID })).toEqual({});
  });

  it('judge the birth date by the day given, and only its form on the wire', () => {
    const person = { ...familyMemberFixture(today), birthDate: '2026-06-20' };
    expect(keysOf(person)).toEqual({ birthDate: 'validation.datePast' });
    expect(keysOf({ ...person, birthDate: '1900-01-01' })).toEqual({
      birthDate: 'validation.dateTooOld',
    });
    expect(familyMemberSchema().safeParse(person).success).toBe(true);
    expect(familyMemberSchema().safeParse({ ...person, birthDate: '2026-13-01' }).success).toBe(
      false,
    );
  });
});

describe('filling the insured section', () => {
  const person = familyMemberFixture(today);

  it('maps each field to its insured key, without the relation', () => {
    expect(insuredValuesOf(person)).toEqual({
      nameCn: person.chineseName,
      nameEn: person.englishName,
      gender: person.gender,
      birthDate: person.birthDate,
      idType: person.idType,
      idNumber: person.idNumber,
      nationality: person.nationality,
    });
  });

  it('reads a family member back from a section', () => {
    const { relation: _relation, ...rest } = person;
    expect(familyValuesOf({ ...insuredValuesOf(person), phone: '91234567' })).toEqual(rest);
  });

  it('knows the same person by ID type and number', () => {
    expect(sameIdDocument(person, { idType: 'hkId', idNumber: ' a123456(3) ' })).toBe(true);
    expect(sameIdDocument(person, { idType: 'passport', idNumber: person.idNumber })).toBe(false);
    expect(sameIdDocument({ idType: 'hkId' }, { idType: 'hkId' })).toBe(false);
  });

  it("takes the insured's relation to the member from the applicant's to the insured", () => {
    expect(relationFromApplicant('parent')).toBe('child');
    expect(relationFromApplicant('grandchild')).toBe('grandparent');
    expect(relationFromApplicant('spouse')).toBe('spouse');
    expect(relationFromApplicant(undefined)).toBe('other');
    expect(relationFromApplicant('stranger')).toBe('other');
  });

  it('family-table.ts loads no zod: the family list screen uses it', () => {
    expect([...runtimePackages(path.join(import.meta.dirname, 'family-table.ts'))]).toEqual([]);
  });
});

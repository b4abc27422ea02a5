import { describe, expect, it } from 'vitest';
import { uploadRequest } from '../calls/reservation.ts';
import { languages } from '../codes.ts';
import { enums } from '../enums.ts';
import { uploadFields, uploadKinds } from '../sections/upload.ts';
import { validSections } from '../testing/fixtures.ts';
import { yearsBefore } from '../testing/fixtures.ts';
import {
  crossBorderApplies,
  isMainlandResident,
  requiredSignatures,
  signatureKinds,
} from './rules.ts';
import { judgeDeclarations } from './submitted.ts';
import {
  DECLARATIONS_VERSION,
  PICS_VERSION,
  consentNames,
  declarationTexts,
  declarationsJson,
} from './texts.ts';

const today = '2026-11-20';
const keyOf = (result: ReturnType<typeof judgeDeclarations>) =>
  result.ok ? 'ok' : result.message.key;
const all = { use: true, sensitive: true, crossBorder: true };

describe('declarations', () => {
  it('accepts the current versions with the consents that apply', () => {
    expect(keyOf(judgeDeclarations(declarationsJson(all), { crossBorder: true }))).toBe('ok');
    const noTransfer = declarationsJson({ ...all, crossBorder: false });
    expect(keyOf(judgeDeclarations(noTransfer, { crossBorder: false }))).toBe('ok');
  });

  it('refuses what is missing, malformed, outdated or not consented, naming the first problem', () => {
    const judge = (text: string | undefined, crossBorder = true) =>
      keyOf(judgeDeclarations(text, { crossBorder }));
    expect(judge(undefined)).toBe('declarations.required');
    expect(judge('not json')).toBe('declarations.required');
    expect(judge(JSON.stringify({ pics: PICS_VERSION }))).toBe('declarations.required');
    const old = { pics: 'pics-2020-01', declarations: DECLARATIONS_VERSION, consents: all };
    expect(judge(JSON.stringify(old))).toBe('declarations.outdated');
    expect(judge(declarationsJson({ ...all, use: false }))).toBe('declarations.consentUse');
    expect(judge(declarationsJson({ ...all, sensitive: false }))).toBe(
      'declarations.consentSensitive',
    );
    expect(judge(declarationsJson({ ...all, crossBorder: false }))).toBe(
      'declarations.consentCrossBorder',
    );
  });

  it('asks the insured to sign when they are an adult other than the policyholder', () => {
    const adult = { birthDate: yearsBefore(today, 30) };
    const child = { birthDate: yearsBefore(today, 10) };
    const spouse = { relationToInsured: 'spouse' };
    expect(requiredSignatures('insurance', { applicant: spouse, insured: adult }, today)).toEqual([
      'signaturePolicyholder',
      'signatureInsured',
    ]);
    expect(requiredSignatures('ita', { applicant: spouse, insured: child }, today)).toEqual([
      'signaturePolicyholder',
    ]);
    const self = { relationToInsured: 'self', birthDate: adult.birthDate };
    expect(requiredSignatures('insurance', { applicant: self, insured: adult }, today)).toEqual([
      'signaturePolicyholder',
    ]);
    // The 18th birthday itself makes an adult.
    const eighteen = { birthDate: yearsBefore(today, 18) };
    expect(
      requiredSignatures('insurance', { applicant: spouse, insured: eighteen }, today),
    ).toContain('signatureInsured');
    expect(requiredSignatures('trust', { customer: adult }, today)).toEqual([
      'signaturePolicyholder',
    ]);
  });

  it('asks for the transfer consent only when someone lives in the mainland', () => {
    expect(isMainlandResident({ idType: 'cnId', nationality: 'CN' })).toBe(true);
    expect(isMainlandResident({ idType: 'hkMacauPass' })).toBe(true);
    expect(isMainlandResident({ idType: 'passport', nationality: 'CN' })).toBe(true);
    expect(isMainlandResident({ idType: 'passport', nationality: 'GB' })).toBe(false);
    expect(isMainlandResident({ idType: 'hkId', nationality: 'CN' })).toBe(false);
    expect(crossBorderApplies({ applicant: { idType: 'hkId' }, insured: { idType: 'cnId' } })).toBe(
      true,
    );
    expect(crossBorderApplies({ customer: { idType: 'moId', nationality: 'MO' } })).toBe(false);
    expect(crossBorderApplies({})).toBe(false);
  });

  it('has every text in both languages with the same structure', () => {
    const [zh, en] = languages.map((lang) => declarationTexts[lang]);
    expect(zh?.pics.sections.length).toBe(en?.pics.sections.length);
    expect(zh?.declarations.items.length).toBe(en?.declarations.items.length);
    for (const texts of [zh, en]) {
      for (const name of consentNames) expect(texts?.consents[name]).toBeTruthy();
      for (const section of texts?.pics.sections ?? []) {
        expect(section.heading).toBeTruthy();
        expect(section.paragraphs.every(Boolean)).toBe(true);
      }
    }
  });

  it('uploads signatures as their own kinds, never listed by the upload section', () => {
    for (const kind of signatureKinds) {
      expect(uploadRequest.safeParse({ kind, token: 'abc' }).success).toBe(true);
      expect(uploadKinds).not.toContain(kind);
      for (const product of enums.productType) {
        const fields = uploadFields(product, validSections(product, today), today);
        expect(fields.map((f) => f.key)).not.toContain(kind);
      }
    }
  });
});

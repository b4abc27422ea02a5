import { describe, expect, it } from 'vitest';
import { validSections, yearsBefore } from '../testing/fixtures.ts';
import { acceptedMimes, requiredUploads, uploadSchema } from './upload.ts';

const today = '2025-06-15';
const always = ['idCardFront', 'idCardBack', 'passFront', 'passBack'];

describe('requiredUploads', () => {
  it('asks every product for ID card and pass, plus its own documents', () => {
    expect(requiredUploads('insurance', validSections('insurance', today), today)).toEqual(always);
    expect(requiredUploads('education', {}, today)).toEqual([
      ...always,
      'resume',
      'savingsCardFront',
    ]);
    expect(requiredUploads('immigration', {}, today)).toEqual([
      ...always,
      'resume',
      'savingsCardFront',
    ]);
    for (const product of ['realEstate', 'trust', 'investment'] as const) {
      expect(requiredUploads(product, {}, today)).toEqual([...always, 'savingsCardFront']);
    }
  });

  it('asks ITA for the credit card front only when paying by card', () => {
    const sections = validSections('ita', today);
    expect(requiredUploads('ita', sections, today)).toContain('creditCardFront');
    const byTransfer = { ...sections, ita: { ...sections.ita, fundingMethod: 'bankTransfer' } };
    expect(requiredUploads('ita', byTransfer, today)).not.toContain('creditCardFront');
  });

  it('asks for a birth certificate while the insured is under 18 on the day', () => {
    const withInsured = (birthDate: string) => ({ insured: { birthDate } });
    const eighteenToday = yearsBefore(today, 18);
    expect(requiredUploads('insurance', withInsured(eighteenToday), today)).not.toContain(
      'birthCertificate',
    );
    expect(requiredUploads('insurance', withInsured('2007-06-16'), today)).toContain(
      'birthCertificate',
    );
    expect(requiredUploads('ita', withInsured('2015-01-01'), today)).toContain('birthCertificate');
    expect(requiredUploads('education', withInsured('2015-01-01'), today)).not.toContain(
      'birthCertificate',
    );
  });

  it("uses the applicant's birth date when the applicant insures themself", () => {
    const sections = { applicant: { relationToInsured: 'self', birthDate: '2010-01-01' } };
    expect(requiredUploads('insurance', sections, today)).toContain('birthCertificate');
  });
});

describe('upload section', () => {
  it('wants every required kind and takes optional ones', () => {
    const schema = uploadSchema({ required: ['idCardFront'] });
    expect(schema.safeParse({ idCardFront: 'upl_1', resume: 'upl_2' }).success).toBe(true);
    expect(schema.safeParse({ idCardBack: 'upl_1' }).success).toBe(false);
    expect(schema.safeParse({ idCardFront: '../etc/passwd' }).success).toBe(false);
  });

  it('takes a PDF only for the résumé', () => {
    expect(acceptedMimes('resume')).toEqual(['application/pdf']);
    expect(acceptedMimes('idCardFront')).toContain('image/jpeg');
  });
});

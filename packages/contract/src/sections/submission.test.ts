import { describe, expect, it } from 'vitest';
import { validSections, yearsBefore } from '../testing/fixtures.ts';
import { checkSubmission } from './submission.ts';

const today = '2025-06-15';

describe('checkSubmission', () => {
  it('passes a complete reservation of every product', () => {
    for (const product of ['insurance', 'ita', 'education', 'trust'] as const) {
      expect(checkSubmission(product, validSections(product, today), { today }).ok).toBe(true);
    }
  });

  it('names each incomplete section and field', () => {
    const sections = validSections('insurance', today);
    const result = checkSubmission('insurance', { ...sections, applicant: undefined }, { today });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(['applicant']);
      expect(result.errors.applicant?.nameCn?.key).toBe('validation.required');
    }
  });

  it('wants a birth certificate once the insured turns out to be a minor', () => {
    const sections = validSections('insurance', today);
    const minor = {
      ...sections,
      insured: { ...sections.insured, birthDate: yearsBefore(today, 10) },
    };
    const result = checkSubmission('insurance', minor, { today });
    expect(result.ok ? {} : result.errors.upload).toEqual({
      birthCertificate: { key: 'validation.uploadRequired', params: { field: 'birthCertificate' } },
    });
  });
});

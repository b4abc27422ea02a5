import { describe, expect, it } from 'vitest';
import { ageOn, isUnder18On } from './checks.ts';
import { requiredSignatures } from './declarations/rules.ts';
import type { SignatureKind } from './declarations/rules.ts';
import { enums } from './enums.ts';
import type { ProductType } from './enums.ts';
import {
  hasInsured,
  hasPolicyholder,
  productRegistry,
  productRules,
  productTypes,
} from './product-registry.ts';
import type { ProductRegistry, ProductRules } from './product-registry.ts';
import { asksChildren } from './sections/customer.ts';
import { productSections } from './sections/products.ts';
import { productUploadKinds, requiredUploads } from './sections/upload.ts';
import type { SectionsData, UploadKind } from './sections/upload.ts';

/*
 * The answers the code gave before the registry, each product named by hand (`insurance || ita`
 * in four places): the registry must answer the same for every product.
 */
const oldSections: Record<ProductType, readonly string[]> = {
  insurance: ['applicant', 'insured', 'upload'],
  ita: ['applicant', 'insured', 'ita', 'upload'],
  education: ['customer', 'education', 'bank', 'upload'],
  immigration: ['customer', 'education', 'bank', 'upload'],
  realEstate: ['customer', 'bank', 'upload'],
  trust: ['customer', 'bank', 'upload'],
  investment: ['customer', 'bank', 'upload'],
};

const old = {
  sections: oldSections,
  hasPolicyholder: (p: ProductType) => p === 'insurance' || p === 'ita',
  asksChildren: (p: ProductType) => p === 'education' || p === 'immigration',
  flow: (p: ProductType) =>
    p === 'insurance' || p === 'ita'
      ? p
      : p === 'education' || p === 'immigration'
        ? 'educationImmigrant'
        : 'houseTrustInvestment',
  requiredUploads(p: ProductType, sections: SectionsData, today: string): UploadKind[] {
    const kinds: UploadKind[] = ['idCardFront', 'idCardBack', 'passFront', 'passBack'];
    if (p === 'insurance' || p === 'ita') {
      const insured =
        sections.insured?.birthDate ??
        (sections.applicant?.relationToInsured === 'self'
          ? sections.applicant.birthDate
          : undefined);
      if (typeof insured === 'string' && isUnder18On(insured, today))
        kinds.push('birthCertificate');
    }
    if (p === 'education' || p === 'immigration') kinds.push('resume');
    if (old.sections[p].includes('bank')) kinds.push('savingsCardFront');
    if (p === 'ita' && sections.ita?.fundingMethod === 'creditCard') kinds.push('creditCardFront');
    return kinds;
  },
  productUploadKinds(p: ProductType): UploadKind[] {
    const kinds: UploadKind[] = ['idCardFront', 'idCardBack', 'passFront', 'passBack'];
    if (p === 'insurance' || p === 'ita') kinds.push('birthCertificate');
    if (p === 'education' || p === 'immigration') kinds.push('resume');
    if (old.sections[p].includes('bank')) kinds.push('savingsCardFront');
    if (p === 'ita') kinds.push('creditCardFront');
    return kinds;
  },
  requiredSignatures(p: ProductType, sections: SectionsData, today: string): SignatureKind[] {
    const kinds: SignatureKind[] = ['signaturePolicyholder'];
    if (p !== 'insurance' && p !== 'ita') return kinds;
    if (sections.applicant?.relationToInsured === 'self') return kinds;
    const birthDate = sections.insured?.birthDate;
    const age = typeof birthDate === 'string' ? ageOn(birthDate, today) : null;
    if (age === null || age >= 18) kinds.push('signatureInsured');
    return kinds;
  },
};

const today = '2025-06-15';
const situations: Record<string, SectionsData> = {
  'nothing saved': {},
  'an adult insured': {
    applicant: { relationToInsured: 'spouse' },
    insured: { birthDate: '1980-01-01' },
  },
  'a minor insured': {
    applicant: { relationToInsured: 'child' },
    insured: { birthDate: '2015-01-01' },
  },
  'a minor applicant insuring themself': {
    applicant: { relationToInsured: 'self', birthDate: '2010-03-03' },
  },
  'an adult applicant insuring themself': {
    applicant: { relationToInsured: 'self', birthDate: '1970-03-03' },
  },
  'an insured turning 18 today': { insured: { birthDate: '2007-06-15' } },
  'ITA paid by card': { ita: { fundingMethod: 'creditCard' } },
  'ITA paid by transfer': { ita: { fundingMethod: 'bankTransfer' } },
};

describe.each(enums.productType)('the registry answers as the code did for %s', (product) => {
  it('its sections, policyholder, insured, children and flow', () => {
    expect(productSections[product]).toEqual(old.sections[product]);
    expect(hasPolicyholder(product)).toBe(old.hasPolicyholder(product));
    expect(hasInsured(product)).toBe(old.hasPolicyholder(product));
    expect(asksChildren(product)).toBe(old.asksChildren(product));
    expect(productRules(product).flow).toBe(old.flow(product));
    expect(productUploadKinds(product)).toEqual(old.productUploadKinds(product));
  });

  it.each(Object.entries(situations))('its uploads and signatures with %s', (_, sections) => {
    expect(requiredUploads(product, sections, today)).toEqual(
      old.requiredUploads(product, sections, today),
    );
    expect(requiredSignatures(product, sections, today)).toEqual(
      old.requiredSignatures(product, sections, today),
    );
  });
});

describe('the product registry', () => {
  it('has one entry per product of the enumeration, in its order', () => {
    expect(productTypes).toEqual(enums.productType);
  });

  it('asks for the insured person’s papers and signature only where there is an insured', () => {
    for (const product of productTypes) {
      const rules = productRules(product);
      expect(rules.uploads.birthCertificate !== undefined).toBe(hasInsured(product));
      expect(rules.signatures.signatureInsured !== undefined).toBe(hasInsured(product));
      expect(rules.uploads.savingsCardFront !== undefined).toBe(rules.sections.includes('bank'));
      expect(rules.sections.at(-1)).toBe('upload');
    }
  });

  it('makes an unknown product or a missing entry a type error', () => {
    // @ts-expect-error: 'mpf' is not a product (enums.ts lists them).
    expect(() => productRules('mpf').sections).toThrow();
    // @ts-expect-error: a registry must have an entry for every product.
    const incomplete: ProductRegistry = { insurance: productRegistry.insurance };
    expect(Object.keys(incomplete)).toEqual(['insurance']);
    // @ts-expect-error: an entry must say everything (here, no flow).
    const partial: ProductRules = {
      sections: [],
      uploads: {},
      signatures: {},
      asksChildren: false,
    };
    expect(partial.sections).toEqual([]);
  });
});

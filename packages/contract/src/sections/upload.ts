import * as z from 'zod';
import { isUnder18On } from '../checks.ts';
import { assertIsoDate } from '../dates.ts';
import { isSignatureKind } from '../declarations/rules.ts';
import type { SignatureKind } from '../declarations/rules.ts';
import type { ProductType } from '../enums.ts';
import { shapeOf } from './field-schema.ts';
import { productRules } from '../product-registry.ts';
import type { UploadRule } from '../product-registry.ts';
import { fieldMeta } from './meta.ts';
import type { FieldMeta } from './meta.ts';
import type { SectionData, SectionName } from './section-names.ts';
import { sectionTables } from './tables.ts';
import { uploadKinds } from './upload-table.ts';
import type { UploadKind } from './upload-table.ts';

/** Section `upload`: upload kind -> the id platform/upload answered for that file. */
export { uploadKinds } from './upload-table.ts';
export type { UploadKind } from './upload-table.ts';

/**
 * The photos kept: those the server decodes and writes afresh without their metadata (issue 34).
 * HEIC is not among them (sharp's libvips cannot decode phones' HEVC images): a phone's file
 * picker converts its HEIC photos to JPEG for a page that does not list HEIC.
 */
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_MIME = 'application/pdf';

/**
 * The file types each kind takes: the résumé is a PDF only; scans may be photos or PDFs; a
 * signature is the PNG the tip screen draws.
 */
export function acceptedMimes(kind: UploadKind | SignatureKind): readonly string[] {
  if (isSignatureKind(kind)) return ['image/png'];
  return kind === 'resume' ? [PDF_MIME] : [...IMAGE_MIMES, PDF_MIME];
}

export type SectionsData = Partial<Record<SectionName, SectionData | undefined>>;

/** The insured's birth date; an applicant insuring themself is the insured. */
function insuredBirthDate(sections: SectionsData): unknown {
  const insured = sections.insured?.birthDate;
  if (insured) return insured;
  if (sections.applicant?.relationToInsured === 'self') return sections.applicant.birthDate;
  return undefined;
}

/**
 * The kinds a reservation must carry before it is submitted (FIELDS.md "Uploads"), given the
 * other sections' data and the day of submission.
 */
export function requiredUploads(
  productType: ProductType,
  sections: SectionsData,
  today: string,
): UploadKind[] {
  assertIsoDate(today);
  const rules = productRules(productType).uploads;
  return uploadKinds.filter((kind) => {
    const rule = rules[kind];
    return rule !== undefined && uploadRuleHolds(rule, sections, today);
  });
}

function uploadRuleHolds(rule: UploadRule, sections: SectionsData, today: string): boolean {
  switch (rule) {
    case 'always':
      return true;
    case 'insuredUnder18': {
      const birthDate = insuredBirthDate(sections);
      return typeof birthDate === 'string' && isUnder18On(birthDate, today);
    }
    case 'paidByCard':
      return sections.ita?.fundingMethod === 'creditCard';
  }
}

/**
 * Every kind a product's reservation may carry, whatever its other sections say: the kinds the
 * back office may ask a member to replace (request-changes), and the tiles the form may show.
 */
export function productUploadKinds(productType: ProductType): UploadKind[] {
  const rules = productRules(productType).uploads;
  return uploadKinds.filter((kind) => rules[kind] !== undefined);
}

/** The upload section with the given kinds required (see requiredUploads). */
export function uploadSchema({ required }: { required: readonly UploadKind[] }) {
  const rows = sectionTables.upload.map((row) => ({
    ...row,
    required: required.includes(row.key),
  }));
  return z.object(shapeOf(rows));
}

export type UploadData = Partial<Record<UploadKind, string>>;

/** The upload form: every kind the product may need, marked by whether it is required now. */
export function uploadFields(
  productType: ProductType,
  sections: SectionsData,
  today: string,
): FieldMeta[] {
  const required = requiredUploads(productType, sections, today);
  const mayNeed = new Set(productUploadKinds(productType));
  return (
    sectionTables.upload
      .filter((row) => mayNeed.has(row.key))
      // A kind that depends on other sections (birth certificate, credit card) is 'conditional'.
      .map((row) => fieldMeta({ ...row, required: required.includes(row.key) || 'conditional' }))
  );
}

import type { Language } from '@app/contract/codes';
import { commonMessages, labelsOf, textIn } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';
import { emailLabel } from '@app/contract/account-labels';
import { declarationMessages } from '@app/contract/declarations/messages';
import recordCatalog from './record-messages.json';

/**
 * The application PDF's own words, a Labels row per text (`satisfies LabelCatalog`: a missing
 * translation is a type error): its own in record-messages.json, beside those named as other
 * catalogs name them. Field, section, upload and enumeration labels come from the contract's tables.
 */
export const recordMessages = {
  'record.title': labelsOf(commonMessages['document.kind.application']),
  ...recordCatalog,
  'record.email': labelsOf(emailLabel),
  'record.upload.signaturePolicyholder': labelsOf(
    declarationMessages['field.signaturePolicyholder'],
  ),
  'record.upload.signatureInsured': labelsOf(declarationMessages['field.signatureInsured']),
} satisfies LabelCatalog;

export type RecordTextKey = keyof typeof recordMessages;

/** A text of the PDF in one language. */
export function recordText(
  lang: Language,
  key: RecordTextKey,
  params?: Record<string, unknown>,
): string {
  return textIn(recordMessages, key, lang, params);
}

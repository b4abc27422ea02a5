/** The document kinds a scan can read; each is one of the contract's `idType` codes. */
export type ScannedKind = 'hkId' | 'cnId' | 'passport';

/**
 * What a scan read from one document, under the identity fields' keys (identity-table.ts). A key
 * is present only when its reading is sure: a number only when its check digit passed.
 */
export interface ScannedIdentity {
  idType: ScannedKind;
  idNumber?: string;
  nameCn?: string;
  nameEn?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  gender?: 'M' | 'F';
  /** ISO 3166-1 alpha-2, as the contract's `country` enumeration. */
  nationality?: string;
  /** A passport's expiry, YYYY-MM-DD; filled only where a section has such a field. */
  idExpiry?: string;
}

// Types of bench/id-documents.mjs for e2e/id-scan.e2e.ts.
import type { Page } from 'playwright-core';

export type DocumentKind = 'hkid' | 'mainland' | 'passport';
export type Degradation = 'clean' | 'blur' | 'noise' | 'tilt' | 'jpeg';

export interface GeneratedDocument {
  kind: DocumentKind;
  /** What a perfect reading fills, under the identity fields' keys. */
  expected: Record<string, string>;
}

export const KINDS: DocumentKind[];
export const SCANNED_FIELDS: string[];
export const DEGRADATIONS: Degradation[];
export function randomOf(seed: number): () => number;
export function persons(kind: DocumentKind, count: number, seed?: number): GeneratedDocument[];
export function renderDocument(
  page: Page,
  doc: GeneratedDocument,
  degradation?: Degradation,
  seed?: number,
): Promise<Buffer>;

import type { Language } from '@app/contract/codes';

/** A text the member reads and accepts, in both languages, with the version it was accepted at. */
export interface DealDocument {
  version: string;
  title: Record<Language, string>;
  /** Paragraphs separated by blank lines. */
  body: Record<Language, string>;
}

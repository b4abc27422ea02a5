import { labelIn } from './codes.ts';
import type { Labels, Language } from './codes.ts';
import commonCatalog from './messages.json';

/**
 * Texts that both sides show: error and success messages of SPEC §8 and validation messages of
 * SPEC §5. The server answers msg and data.fields with them in the caller's language; the client
 * loads the same catalog into i18next, so one key means one wording everywhere.
 */
export type Catalog = Record<string, Record<Language, string>>;

/**
 * The catalog, in messages.json (a key a text, one wording per language: the form translation
 * tools read). Keys of note:
 * - 'document.kind.application': the application record's name (DESIGN.md "the application
 *   record"): the PDF's title and file name on the server, the document's label in the member app
 *   and in the console.
 * - 'appointment.notDeletable': policyholder/DeleteAppoint: only a draft never submitted goes.
 * - 'appointment.notReopened': changes requested by the back office reopen only some sections and
 *   upload kinds.
 * - 'validation.required': required prompts (SPEC §5): the generic text is the fallback for a
 *   field without a label; issues.ts names the field, so each form says 'Please enter the ID
 *   number' with its own label. The prompts only reservation forms need (choose, answer, upload)
 *   are in sections/prompts.ts.
 */
export const commonMessages = commonCatalog satisfies Catalog;

export type MessageKey = keyof typeof commonMessages;

/** Replaces {{name}} placeholders, the same syntax i18next uses. */
export function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Looks a key up in a catalog; an unknown key is returned as it is. */
export function translate(
  catalog: Catalog,
  key: string,
  lang: Language,
  params?: Record<string, unknown>,
): string {
  const entry = catalog[key];
  return interpolate(entry ? entry[lang] : key, params);
}

/**
 * Texts keyed like a Catalog, each a Labels row ({zh, hk, en}, the shape of every table row): the
 * server's own catalogs (PDF, notices, mail, back office, exports; D88). catalogOf turns one into
 * a Catalog where i18next or the server's message lookup wants one.
 */
export type LabelCatalog = Record<string, Labels>;

export function catalogOf(rows: LabelCatalog): Catalog {
  return Object.fromEntries(
    Object.entries(rows).map(([key, { zh, hk, en }]) => [
      key,
      { 'zh-CN': zh, 'zh-HK': hk, 'en-US': en },
    ]),
  );
}

/** A catalog entry as a Labels row: a contract text a server catalog reuses. */
export const labelsOf = (entry: Record<Language, string>): Labels => ({
  zh: entry['zh-CN'],
  hk: entry['zh-HK'],
  en: entry['en-US'],
});

/** A row of a LabelCatalog in one language, its {{params}} filled; an unknown key as it is. */
export function textIn(
  rows: LabelCatalog,
  key: string,
  lang: Language,
  params?: Record<string, unknown>,
): string {
  const row = rows[key];
  return interpolate(row ? labelIn(lang, row) : key, params);
}

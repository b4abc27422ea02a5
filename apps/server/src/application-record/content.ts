import { isLanguage, labelIn, type Language } from '@app/contract/codes';
import { enumLabel } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { fieldRows } from '@app/contract/sections/labels';
import { sensitiveFieldKeys } from '@app/contract/sections/sensitive';
import type { FieldMeta } from '@app/contract/sections/meta';
import { productSections, sectionTitles } from '@app/contract/sections/products';
import type { SectionName } from '@app/contract/sections/products';
import { sectionFields } from '@app/contract/sections/registry';
import type { SectionsData } from '@app/contract/sections/upload';
import { maskValue } from '../crypto/sensitive-fields.ts';
import type { StoredDeclarations } from '../db/declarations-repository.ts';
import { recordMessages, recordText } from './texts.ts';
import type { RecordTextKey } from './texts.ts';

/**
 * What the application PDF says, built from the stored facts in the member's language: plain
 * blocks of labelled rows the renderer lays out. Kept apart from the drawing so that what is
 * shown (labels, enumeration labels, masking) is tested without reading a PDF.
 */
export interface RecordRow {
  label: string;
  value: string;
}

export interface RecordImage {
  label: string;
  /** PNG or JPEG bytes; null when the stored file is missing. */
  bytes: Buffer | null;
}

export interface RecordBlock {
  title: string;
  rows: RecordRow[];
  /** Groups of rows under their own small title (one per uploaded file). */
  groups?: { title: string; rows: RecordRow[] }[];
  images?: RecordImage[];
  /** Said instead of rows when there is nothing to list. */
  note?: string;
}

export interface ApplicationContent {
  lang: Language;
  title: string;
  /** The document's subject line in the PDF's metadata. */
  subject: string;
  blocks: RecordBlock[];
  /** 'Page {{page}} of {{pages}}' in the member's language (plain data: it crosses to a worker). */
  pageTemplate: string;
}

export interface RecordUpload {
  kind: string;
  name: string;
  size: number;
  /** Of the stored bytes; null when the file is missing from storage. */
  sha256: string | null;
}

export interface ApplicationFacts {
  lang: Language;
  /** Where the local time of the submission is told (REMINDER_TIME_ZONE). */
  timeZone: string;
  orderNo: string;
  productType: ProductType;
  version: number;
  submittedAt: number;
  member: { name: string; email: string };
  sections: SectionsData;
  uploads: RecordUpload[];
  declarations: StoredDeclarations | null;
  signatures: { kind: string; bytes: Buffer | null }[];
}

const labelOf = new Map(fieldRows.map((row) => [row.key, row]));

function fieldLabel(key: string, lang: Language): string {
  const row = labelOf.get(key);
  if (row) return labelIn(lang, row);
  // The signature kinds are not in the contract's upload table (they have no tile of their own).
  const own = `record.upload.${key}`;
  return own in recordMessages ? recordText(lang, own as RecordTextKey) : key;
}

const EMPTY = '—';

/** One answer as the member reads it: enumeration labels, yes/no words, masked numbers. */
export function answerText(field: FieldMeta, value: unknown, lang: Language): string {
  const values = Array.isArray(value) ? value : [value];
  const texts = values
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : ''))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (texts.length === 0) return EMPTY;
  // ID, card, bank account and tax numbers: the last 4 only, as everywhere outside the draft.
  if (sensitiveFieldKeys.has(field.key)) {
    return `${texts.map(maskValue).join(', ')} ${recordText(lang, 'record.masked')}`;
  }
  const shown = texts.map((text) => {
    if (field.kind === 'yesno') {
      if (text === 'Y') return recordText(lang, 'record.yes');
      if (text === 'N') return recordText(lang, 'record.no');
    }
    return field.enum ? enumLabel(field.enum, text, lang) : text;
  });
  return shown.join(lang === 'en-US' ? ', ' : '、');
}

/** An instant in ISO 8601 (UTC) and in the intermediary's local time, with its zone. */
export function instantText(at: number, lang: Language, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const local = new Intl.DateTimeFormat(lang, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(date);
  return `${date.toISOString()}\n${local} (${timeZone})`;
}

const sectionTitle = (name: SectionName, lang: Language) => {
  const row = sectionTitles.find((title) => title.key === name);
  return row ? labelIn(lang, row) : name;
};

function answerBlocks(facts: ApplicationFacts): RecordBlock[] {
  const { lang, productType, sections } = facts;
  const today = new Date(facts.submittedAt).toISOString().slice(0, 10);
  return productSections[productType]
    .filter((name) => name !== 'upload')
    .map((name) => {
      const data = sections[name] ?? {};
      const rows = sectionFields(name, productType, { today, sections }).map((field) => ({
        label: fieldLabel(field.key, lang),
        value: answerText(field, data[field.key], lang),
      }));
      return { title: sectionTitle(name, lang), rows };
    });
}

const sizeText = (size: number) =>
  size < 1024 ? `${size} B` : `${(size / 1024).toFixed(1)} KiB (${size} B)`;

function uploadBlock(facts: ApplicationFacts): RecordBlock {
  const { lang } = facts;
  const title = recordText(lang, 'record.uploads');
  if (facts.uploads.length === 0) {
    return { title, rows: [], note: recordText(lang, 'record.uploadsNone') };
  }
  const groups = facts.uploads.map((file) => ({
    title: fieldLabel(file.kind, lang),
    rows: [
      { label: recordText(lang, 'record.fileName'), value: file.name },
      { label: recordText(lang, 'record.fileSize'), value: sizeText(file.size) },
      { label: 'SHA-256', value: file.sha256 ?? recordText(lang, 'record.fileMissing') },
    ],
  }));
  return { title, rows: [], groups };
}

function consentText(value: boolean | undefined, lang: Language): string {
  if (value === true) return recordText(lang, 'record.consentGiven');
  if (value === false) return recordText(lang, 'record.consentNotGiven');
  return recordText(lang, 'record.consentNotAsked');
}

/** The versions read, whatever shape the client sent: `{kind: version}`, a list, or text. */
function versionsText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(versionsText).filter(Boolean).join('\n');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${versionsText(item)}`)
      .join('\n');
  }
  return '';
}

function declarationsBlock(facts: ApplicationFacts): RecordBlock {
  const { lang, declarations: record } = facts;
  const title = recordText(lang, 'record.declarations');
  if (!record) return { title, rows: [], note: recordText(lang, 'record.declarationsNone') };
  const consents = record.consents ?? {};
  const at = typeof record.at === 'string' ? Date.parse(record.at) : record.at;
  const recordLang = isLanguage(record.lang) ? record.lang : null;
  const row = (key: RecordTextKey, value: string) => ({
    label: recordText(lang, key),
    value: value || EMPTY,
  });
  return {
    title,
    rows: [
      row('record.declarationsRead', versionsText([record.pics, record.declarations])),
      row('record.consentUse', consentText(consents.use, lang)),
      row('record.consentSensitive', consentText(consents.sensitive, lang)),
      row('record.consentCrossBorder', consentText(consents.crossBorder, lang)),
      row(
        'record.declarationsLanguage',
        recordLang ? recordText(lang, `record.lang.${recordLang}`) : (record.lang ?? ''),
      ),
      row(
        'record.declarationsAt',
        at === undefined ? '' : instantText(Number(at), lang, facts.timeZone),
      ),
      row('record.address', record.ip ?? ''),
    ],
  };
}

/** Everything the PDF shows, in order: header, each section's answers, files, declarations. */
export function applicationContent(facts: ApplicationFacts): ApplicationContent {
  const { lang } = facts;
  const product = enumLabel('productType', facts.productType, lang);
  const title = recordText(lang, 'record.title');
  const header: RecordBlock = {
    title: recordText(lang, 'record.summary'),
    rows: [
      { label: recordText(lang, 'record.orderNo'), value: facts.orderNo },
      { label: recordText(lang, 'record.product'), value: product },
      {
        label: recordText(lang, 'record.version'),
        value: recordText(lang, 'record.versionValue', { version: facts.version }),
      },
      {
        label: recordText(lang, 'record.submittedAt'),
        value: instantText(facts.submittedAt, lang, facts.timeZone),
      },
      { label: recordText(lang, 'record.member'), value: facts.member.name || EMPTY },
      { label: recordText(lang, 'record.email'), value: facts.member.email || EMPTY },
    ],
  };
  const signatures: RecordBlock[] =
    facts.signatures.length === 0
      ? []
      : [
          {
            title: recordText(lang, 'record.signatures'),
            rows: [],
            images: facts.signatures.map(({ kind, bytes }) => ({
              label: fieldLabel(kind, lang),
              bytes,
            })),
          },
        ];
  return {
    lang,
    title,
    subject: `${title} ${facts.orderNo}`,
    blocks: [
      header,
      ...answerBlocks(facts),
      uploadBlock(facts),
      declarationsBlock(facts),
      ...signatures,
    ],
    pageTemplate: recordText(lang, 'record.page'),
  };
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the data dictionary (docs/fields.md, in the repository) into what it states per field, so
 * a test can hold the section tables to it. Only what the dictionary says is kept: a rule that
 * names no kind or length leaves those undefined.
 */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export const fieldsFile = path.resolve(repoRoot, 'docs', 'fields.md');

export interface DictionaryField {
  key: string;
  required: boolean | 'conditional';
  /** 'text', 'select', 'date', ...; undefined when the rule names none. */
  kind?: string;
  enum?: string;
  list?: boolean;
  maxLength?: number;
  range?: [number, number];
  /** date: "at most 100 years ago". */
  maxYearsAgo?: number;
  /** date: "not in the future". */
  notFuture?: boolean;
  /** The variants that ask it ("applicant only", "education, immigration"). */
  onlyFor?: string[];
}

const KIND = /^(list of )?(text|select|date|int|money|yesno|email|phone)(?::(\w+))?/;

type RuleFacts = Omit<DictionaryField, 'key' | 'required' | 'onlyFor'>;

function parseRule(rule: string): RuleFacts {
  const kind = KIND.exec(rule);
  if (!kind) return {};
  const out: RuleFacts = { kind: kind[2] };
  if (kind[3]) out.enum = kind[3];
  if (kind[1]) out.list = true;
  // "up to 120", but not "up to 2 decimals"; a text's "1-20" at the end is its length.
  const upTo = /up to (\d+)(?! decimals)/.exec(rule);
  const span = /[,;] (\d+)-(\d+)$/.exec(rule);
  if (kind[2] === 'int' && span) out.range = [Number(span[1]), Number(span[2])];
  else if (upTo) out.maxLength = Number(upTo[1]);
  else if (kind[2] === 'text' && span) out.maxLength = Number(span[2]);
  const yearsAgo = /at most (\d+) years ago/.exec(rule);
  if (yearsAgo) out.maxYearsAgo = Number(yearsAgo[1]);
  if (/not in the future/.test(rule)) out.notFuture = true;
  return out;
}

/** The keys of a table row's first cell with their star and qualifier, e.g. "cardType (idem)*". */
function parseKeyCell(cell: string) {
  const qualifier = /\(([^)]*)\)/.exec(cell)?.[1];
  const keys = cell
    .replace(/\([^)]*\)/, '')
    .replace(/\*/g, '')
    .split(',')
    .map((key) => key.trim());
  return { keys, starred: cell.includes('*'), qualifier };
}

/** The dictionary's fields under one '## heading' (its first word), tables and "plus" lists. */
export function dictionarySection(markdown: string, heading: string): DictionaryField[] {
  const start = markdown.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`docs/fields.md has no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + 1);
  const text = markdown.slice(start, end < 0 ? undefined : end);
  const fields: DictionaryField[] = [];
  // "nameCn*, nameEn*, ... as above, plus:" (Customer takes Person's rows by name).
  const asAbove = /\n\n([^|]*?) as above/.exec(text)?.[1] ?? '';
  for (const [, key] of asAbove.matchAll(/(\w+)\*/g))
    fields.push({ key: key ?? '', required: true });
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [first, , , rule] = cells.slice(1);
    if (!first || first === 'key' || first === 'kind' || first.startsWith('---')) continue;
    const { keys, starred, qualifier } = parseKeyCell(first);
    const previous = fields.at(-1);
    const conditional =
      /required when/.test(rule ?? '') ||
      qualifier?.startsWith('when') === true ||
      (qualifier === 'idem' && previous?.required === 'conditional');
    const variants =
      qualifier && !/^(when|idem)/.test(qualifier)
        ? qualifier.replace(/ only$/, '').split(', ')
        : undefined;
    for (const key of keys) {
      fields.push({
        key,
        required: conditional ? 'conditional' : starred,
        ...parseRule(rule ?? ''),
        ...(variants ? { onlyFor: variants } : {}),
      });
    }
  }
  return fields;
}

export function readDictionary(): string {
  if (!fs.existsSync(fieldsFile)) throw new Error(`${fieldsFile} is missing (the data dictionary)`);
  return fs.readFileSync(fieldsFile, 'utf8');
}

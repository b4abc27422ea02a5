import { labelIn, type Labels, type Language } from './codes.ts';
import { countries, countryName } from './countries.ts';
import catalog from './enums.json';

/**
 * The enumerations of FIELDS.md: stable codes that travel on the wire and sit in the database, with
 * bilingual labels. getinscommonenum serves enumOptions() of every name; the forms render them.
 *
 * The codes and their labels are a catalog beside this module (enums.json, decision D101): each
 * enumeration an object from code to its labels [zh, hk, en], in display order. A code is never
 * an integer string ('1'), which an object would move to the front (enums.test.ts checks).
 * businessStatus is the life of a business after its reservation was submitted, as the back
 * office moves it.
 */
type Catalog = typeof catalog;
type LabelledName = keyof Catalog;
const labelledNames = Object.keys(catalog) as LabelledName[];

export interface EnumEntry extends Labels {
  value: string;
}

export interface EnumOption {
  value: string;
  label: string;
}

/** Each labelled enumeration's rows, read once from the catalog (enums.test.ts checks each). */
const labelled = Object.fromEntries(
  labelledNames.map((name) => [
    name,
    Object.entries(catalog[name]).map(([value, [zh, hk, en]]) => ({ value, zh, hk, en })),
  ]),
) as unknown as Record<LabelledName, readonly EnumEntry[]>;

/**
 * Every enumeration's codes, in display order: the catalog's keys (a tuple of their literal union,
 * for z.enum), then countries.
 */
export const enums = {
  ...(Object.fromEntries(
    labelledNames.map((name) => [name, Object.keys(catalog[name])]),
  ) as unknown as {
    readonly [N in LabelledName]: readonly [
      keyof Catalog[N] & string,
      ...(keyof Catalog[N] & string)[],
    ];
  }),
  country: countries,
} as const;

export type EnumName = keyof typeof enums;
export const enumNames = Object.keys(enums) as EnumName[];

export type IdType = (typeof enums.idType)[number];
export type Gender = (typeof enums.gender)[number];
export type Relation = (typeof enums.relation)[number];
export type EducationLevel = (typeof enums.education)[number];
export type MaritalStatus = (typeof enums.maritalStatus)[number];
export type AreaCode = (typeof enums.areaCode)[number];
export type AddressSource = (typeof enums.addressSource)[number];
export type Industry = (typeof enums.industry)[number];
export type FundingMethod = (typeof enums.fundingMethod)[number];
export type CardType = (typeof enums.cardType)[number];
export type ProductType = (typeof enums.productType)[number];
export type BusinessStatus = (typeof enums.businessStatus)[number];
export type PaymentStatus = (typeof enums.paymentStatus)[number];
export type FeeType = (typeof enums.feeType)[number];
export type DdaStatus = (typeof enums.ddaStatus)[number];
export type { Country } from './countries.ts';

export function isEnumValue(name: EnumName, value: unknown): value is string {
  return typeof value === 'string' && (enums[name] as readonly string[]).includes(value);
}

/** The labelled rows of an enumeration; country names are looked up in both languages. */
export function enumEntries(name: EnumName): readonly EnumEntry[] {
  if (name === 'country') {
    return countries.map((value) => ({
      value,
      zh: countryName(value, 'zh-CN'),
      hk: countryName(value, 'zh-HK'),
      en: countryName(value, 'en-US'),
    }));
  }
  return labelled[name];
}

const optionCache = new Map<string, readonly EnumOption[]>();

/**
 * [{value, label}] in the language asked for: what getinscommonenum answers and pickers show. One
 * frozen list per name and language, the same on every call: callers cannot change the next
 * caller's list, and a picker given it keeps equal props between renders.
 */
export function enumOptions(name: EnumName, lang: Language): readonly EnumOption[] {
  const cacheKey = `${name}:${lang}`;
  let options = optionCache.get(cacheKey);
  if (!options) {
    // Country names come from the runtime's region data, in the one language asked for: naming
    // them in both would load a second locale's data for nothing (issue 14: 15-20 ms on a phone).
    options =
      name === 'country'
        ? countries.map((value) => ({ value, label: countryName(value, lang) }))
        : labelled[name].map((entry) => ({
            value: entry.value,
            label: labelIn(lang, entry),
          }));
    options = Object.freeze(options.map((option) => Object.freeze(option)));
    optionCache.set(cacheKey, options);
  }
  return options;
}

/** One code's label; an unknown code is shown as it is rather than hidden. */
export function enumLabel(name: EnumName, value: string, lang: Language): string {
  if (name === 'country') return isEnumValue(name, value) ? countryName(value, lang) : value;
  const entry = labelled[name].find((row) => row.value === value);
  if (!entry) return value;
  return labelIn(lang, entry);
}

/** Every enumeration's options in one language: the data of getinscommonenum. */
export function allEnumOptions(lang: Language): Record<EnumName, readonly EnumOption[]> {
  return Object.fromEntries(enumNames.map((name) => [name, enumOptions(name, lang)])) as Record<
    EnumName,
    readonly EnumOption[]
  >;
}

/** Body codes of the response envelope (DESIGN.md "Wire protocol"). HTTP is 200 for all of them. */
export const BodyCode = {
  ok: 200,
  sessionRevoked: 100,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  linkInvalid: 410,
  tooMany: 429,
  serverError: 500,
  /** The server sheds load (password hashes queued full, event loop overloaded): retry later. */
  busy: 503,
} as const;

export type BodyCodeValue = (typeof BodyCode)[keyof typeof BodyCode];

/** The envelope every application answer travels in. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** data of a code 400 answer: one translated message per offending field. */
export interface InvalidData {
  fields: Record<string, string>;
}

/** data of a code 429 or 503 answer. */
export interface TooManyData {
  retryAfter: number;
}

/** zh-CN stays the default (SPEC); zh-HK is Traditional Chinese in Hong Kong usage. */
export const languages = ['zh-CN', 'zh-HK', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/** Picks a supported language from an Accept-Language header or a lang field. */
export function pickLanguage(
  value: string | null | undefined,
  fallback: Language = 'en-US',
): Language {
  if (!value) return fallback;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  // Traditional Chinese (Hong Kong, Taiwan, Macao, or said as a script) reads the Hong Kong texts;
  // every other Chinese, simplified.
  if (/^zh-(hk|tw|mo|hant)\b/.test(first)) return 'zh-HK';
  if (first.startsWith('zh')) return 'zh-CN';
  if (first.startsWith('en')) return 'en-US';
  return fallback;
}

/** A label as the tables write it: simplified Chinese, Hong Kong Chinese, English. */
export interface Labels {
  zh: string;
  hk: string;
  en: string;
}

/** The label of a table row in a language. */
export function labelIn(lang: Language, labels: Labels): string {
  if (lang === 'zh-CN') return labels.zh;
  return lang === 'zh-HK' ? labels.hk : labels.en;
}

/** Whether a stored or sent value is one of the supported languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

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

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/** Picks a supported language from an Accept-Language header or a lang field. */
export function pickLanguage(
  value: string | null | undefined,
  fallback: Language = 'en-US',
): Language {
  if (!value) return fallback;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-CN';
  if (first.startsWith('en')) return 'en-US';
  return fallback;
}

import { pickLanguage } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { Translate } from '@app/contract/issues';
import { commonMessages, translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';
import type { FastifyRequest } from 'fastify';

const catalog: Catalog = { ...commonMessages };

/** Adds a feature's catalog (contract field labels, mail texts) to the one the server speaks. */
export function addMessages(more: Catalog): void {
  Object.assign(catalog, more);
}

export function t(key: string, lang: Language, params?: Record<string, unknown>): string {
  return translate(catalog, key, lang, params);
}

/** `t` in one language, for the contract's translateIssues and translateFieldMessages. */
export function translator(lang: Language): Translate {
  return (key, params) => t(key, lang, params);
}

/** The caller's language: the lang field of an authenticated call, else Accept-Language. */
export function requestLanguage(req: FastifyRequest): Language {
  const body = req.body as Record<string, unknown> | undefined;
  const lang = body && typeof body.lang === 'string' ? body.lang : undefined;
  return pickLanguage(lang ?? req.headers['accept-language'], 'en-US');
}

import { catalog as contractCatalog } from '@app/contract/catalog';
import { pickLanguage } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { Translate } from '@app/contract/issues';
import { translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';
import type { FastifyRequest } from 'fastify';

/** Every text the server speaks: the contract's, then the features' own (see setFeatureMessages). */
let catalog: Catalog = contractCatalog;

/**
 * Takes the features' own texts (upload refusals, the back office's messages) once, when the
 * server or the admin CLI is put together. Shared code must not import features, so whoever
 * composes them hands the pieces in; each call replaces the whole set, so nothing depends on the
 * order or number of calls.
 */
export function setFeatureMessages(pieces: readonly Catalog[]): void {
  catalog = pieces.reduce<Catalog>((all, piece) => ({ ...all, ...piece }), contractCatalog);
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

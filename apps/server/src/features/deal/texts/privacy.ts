import { languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { PICS_VERSION, declarationTexts } from '@app/contract/declarations/texts';
import type { DealDocument } from './document.ts';

const bodyIn = (lang: Language) =>
  declarationTexts[lang].pics.sections
    .map((section) => [section.heading, ...section.paragraphs].join('\n\n'))
    .join('\n\n');

/**
 * The personal information collection statement, from its one owner in the contract: the words
 * and version the tip screen shows and submit requires in `declarations.pics` (issue 36: this
 * answered a text of its own at the agreement's version, so a client that followed the API could
 * not submit). Registration shows it beside the user agreement; agreementVersion stays the
 * agreement's.
 */
export const privacy: DealDocument = {
  version: PICS_VERSION,
  title: Object.fromEntries(
    languages.map((lang) => [lang, declarationTexts[lang].pics.title]),
  ) as Record<Language, string>,
  body: Object.fromEntries(languages.map((lang) => [lang, bodyIn(lang)])) as Record<
    Language,
    string
  >,
};

import type { DealKind, UserDeal } from '@app/contract/calls/deal';
import type { Language } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import { agreement } from './texts/agreement.ts';
import { declarations } from './texts/declarations.ts';
import type { DealDocument } from './texts/document.ts';
import { privacy } from './texts/privacy.ts';

/** Every product shares one declarations text for now. */
function declarationsFor(_productType: ProductType | undefined): DealDocument {
  return declarations;
}

/** user/userDeal: the current version of a text, in the caller's language. */
export function userDeal(
  input: { kind: DealKind; productType?: ProductType | undefined },
  lang: Language,
): UserDeal {
  const document =
    input.kind === 'agreement'
      ? agreement
      : input.kind === 'privacy'
        ? privacy
        : declarationsFor(input.productType);
  return { version: document.version, title: document.title[lang], body: document.body[lang] };
}

import { DECLARATIONS_VERSION, declarationTexts } from '@app/contract/declarations/texts';
import type { DealDocument } from './document.ts';

/**
 * The declarations signed on the tip screen, from their one owner in the contract (the same words
 * and version the tip screen shows and submit requires). One text serves every product for now; a
 * product that needs its own gets an entry in declarationsFor (deal-service.ts).
 */
export const declarations: DealDocument = {
  version: DECLARATIONS_VERSION,
  title: {
    'zh-CN': declarationTexts['zh-CN'].declarations.title,
    'zh-HK': declarationTexts['zh-HK'].declarations.title,
    'en-US': declarationTexts['en-US'].declarations.title,
  },
  body: {
    'zh-CN': declarationTexts['zh-CN'].declarations.items.join('\n\n'),
    'zh-HK': declarationTexts['zh-HK'].declarations.items.join('\n\n'),
    'en-US': declarationTexts['en-US'].declarations.items.join('\n\n'),
  },
};

import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { DealDocument } from './document.ts';
import agreementTexts from './agreement.json';

/**
 * The user agreement, accepted at registration with the privacy statement (one version): its
 * title and text in each language in agreement.json, where the legal copy is edited.
 */
export const agreement: DealDocument = { version: AGREEMENT_VERSION, ...agreementTexts };

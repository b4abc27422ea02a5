import { declarationMessages } from '@app/contract/declarations/messages';
import { fieldLabels, sectionLabels } from '@app/contract/sections/labels';
import { sectionPrompts } from '@app/contract/sections/prompts';
import { fromCatalog } from '../../i18n/catalog';
import { addScreenTexts } from '../../i18n/i18n';
import { reservationMessages } from './i18n';

/**
 * The reservation screens' texts and the contract's field and section labels (and the required
 * prompts only reservation forms use, and the declarations' messages) are loaded with these
 * screens rather than with the login screen; the completeness test covers them through
 * i18n-resources' lazy parts. Called by every screen module as it loads; safe to call again.
 */
export function registerReservationTexts(): void {
  addScreenTexts(
    fromCatalog({ ...fieldLabels, ...sectionLabels, ...sectionPrompts, ...declarationMessages }),
    reservationMessages,
  );
}

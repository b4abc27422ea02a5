import { addScreenTexts } from '../../i18n/i18n';
import { moneyMessages } from '@app/contract/money-messages';
import { fromCatalog } from '../../i18n/catalog';
import { remittanceMessages } from './i18n';

/** The money area's texts and its calls' messages load with its screens. */
export function registerRemittanceTexts(): void {
  addScreenTexts(remittanceMessages, fromCatalog(moneyMessages));
}

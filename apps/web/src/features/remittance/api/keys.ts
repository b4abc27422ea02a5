import type { Language } from '@app/contract/codes';
import { payeesKey } from '../../../api/payment-due';

/** Query keys of the money area; `all` reaches every one of them (a new notice, a decision). */
export const moneyKeys = {
  all: ['money-area'] as const,
  payees: payeesKey,
  remittances: () => [...moneyKeys.all, 'remittances'] as const,
  accounts: () => [...moneyKeys.all, 'accounts'] as const,
  statement: (from: string, to: string) => [...moneyKeys.all, 'statement', from, to] as const,
  dictionary: (type: string, lang: Language) =>
    [...moneyKeys.all, 'dictionary', type, lang] as const,
};

import type * as z from 'zod';
import { isHkid, isMainlandId } from '../checks.ts';
import { isPhoneForArea } from '../phones.ts';
import { flag } from './field-schema.ts';
import type { Data } from './field-schema.ts';
import { inCapitals, textOf } from './meta.ts';

/**
 * The rules of the identity and contact fields (identity-table.ts) that need two of them at once:
 * the ID number by ID type, the phone by area code.
 */

/** The ID number's check digits, for the two ID types that carry them. */
export function isIdNumberForType(idType: unknown, idNumber: string): boolean {
  if (idType === 'cnId') return isMainlandId(idNumber);
  if (idType === 'hkId') return isHkid(idNumber);
  return true;
}

/** Cross-field identity and contact rules; runs even when other fields failed, so all show. */
export function checkIdentity(data: Data, ctx: z.RefinementCtx): void {
  // Written as the idNumber field writes it, whether or not that field passed.
  const idNumber = inCapitals(textOf(data.idNumber));
  if (idNumber && !isIdNumberForType(data.idType, idNumber))
    flag(ctx, 'idNumber', 'validation.idNumber');
  const phone = textOf(data.phone);
  if (/^\d+$/.test(phone) && !isPhoneForArea(data.areaCode, phone))
    flag(ctx, 'phone', 'validation.phone');
}

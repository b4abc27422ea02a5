import * as z from 'zod';
import { isCardExpiryFormat, isCardExpiryValid, isCardNumber } from '../checks.ts';
import { assertIsoDate } from '../dates.ts';
import { isEnumValue } from '../enums.ts';
import { always, flag, shapeOf } from './field-schema.ts';
import type { Data } from './field-schema.ts';
import { CARD_DETAIL_MAX, paidByCard } from './ita-table.ts';
import { sectionTables } from './tables.ts';
import { conditionHolds, textOf } from './meta.ts';
import type { SectionData } from './products.ts';

/** Section `ita`: the table is ita-table.ts. */
export { MAX_OTHER_FUNDING_COUNTRIES } from './ita-table.ts';

const paysByCard = (data: Data): boolean => conditionHolds(paidByCard, data);
const cardDigits = (value: unknown): string => textOf(value).replace(/[\s-]/g, '');

/**
 * The card fields are required, and checked, only when the money comes by credit card. This
 * check requires them itself rather than through checkRequiredWhen: a card number of separators
 * alone is as missing as a blank one.
 */
function checkCard(today: string) {
  return (data: Data, ctx: z.RefinementCtx): void => {
    if (!paysByCard(data)) return;
    const number = cardDigits(data.cardNumber);
    if (!number) flag(ctx, 'cardNumber', 'validation.required');
    else if (!isCardNumber(number)) flag(ctx, 'cardNumber', 'validation.cardNumber');
    const type = textOf(data.cardType);
    if (!type) flag(ctx, 'cardType', 'validation.requiredChoice');
    else if (!isEnumValue('cardType', type)) flag(ctx, 'cardType', 'validation.option');
    const expiry = textOf(data.cardExpiry);
    if (!expiry) flag(ctx, 'cardExpiry', 'validation.required');
    else if (!isCardExpiryFormat(expiry)) flag(ctx, 'cardExpiry', 'validation.cardExpiry');
    else if (!isCardExpiryValid(expiry, today)) flag(ctx, 'cardExpiry', 'validation.cardExpired');
  };
}

/** The rows' 'cardDetail' rule: any short text here, judged by checkCard. */
const cardDetail = z
  .string({ error: 'validation.format' })
  .trim()
  .max(CARD_DETAIL_MAX, 'validation.tooLong')
  .optional();

export const itaSchema = ({ today }: { today: string }) => {
  assertIsoDate(today);
  return (
    z
      .object(shapeOf(sectionTables.ita, { today }, { cardDetail }))
      .superRefine(checkCard(today), always)
      // Card details left over from an earlier choice are not kept: no card data without a reason.
      .transform(({ cardNumber, cardType, cardExpiry, ...rest }) =>
        paysByCard(rest)
          ? { ...rest, cardNumber: cardDigits(cardNumber), cardType, cardExpiry }
          : rest,
      )
  );
};

export type ItaData = SectionData;

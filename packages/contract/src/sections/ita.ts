import * as z from 'zod';
import { isCardExpiryFormat, isCardExpiryValid, isCardNumber } from '../checks.ts';
import { assertIsoDate } from '../dates.ts';
import { isEnumValue } from '../enums.ts';
import { isoDate, optionalSelectList, requiredText, selectOf } from '../fields.ts';
import { always, flag, textOf } from './identity.ts';
import type { Data } from './identity.ts';
import { field, optional } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/** Section `ita`: where the money comes from and the tax residency. */
export const MAX_OTHER_FUNDING_COUNTRIES = 10;

const paysByCard = (data: Data): boolean => data.fundingMethod === 'creditCard';
const cardDigits = (value: unknown): string => textOf(value).replace(/[\s-]/g, '');

/** The card fields are required, and checked, only when the money comes by credit card. */
function checkCard(today: string) {
  return (data: Data, ctx: z.RefinementCtx): void => {
    if (!paysByCard(data)) return;
    const number = cardDigits(data.cardNumber);
    if (!number) flag(ctx, 'cardNumber', 'validation.required');
    else if (!isCardNumber(number)) flag(ctx, 'cardNumber', 'validation.cardNumber');
    const type = textOf(data.cardType);
    if (!type) flag(ctx, 'cardType', 'validation.required');
    else if (!isEnumValue('cardType', type)) flag(ctx, 'cardType', 'validation.option');
    const expiry = textOf(data.cardExpiry);
    if (!expiry) flag(ctx, 'cardExpiry', 'validation.required');
    else if (!isCardExpiryFormat(expiry)) flag(ctx, 'cardExpiry', 'validation.cardExpiry');
    else if (!isCardExpiryValid(expiry, today)) flag(ctx, 'cardExpiry', 'validation.cardExpired');
  };
}

const cardText = z
  .string({ error: 'validation.format' })
  .trim()
  .max(23, 'validation.tooLong')
  .optional();

export const itaSchema = ({ today }: { today: string }) => {
  assertIsoDate(today);
  return (
    z
      .object({
        fundingCountry: selectOf('country'),
        otherFundingCountries: optionalSelectList('country', MAX_OTHER_FUNDING_COUNTRIES),
        fundingMethod: selectOf('fundingMethod'),
        cardNumber: cardText,
        cardType: cardText,
        cardExpiry: cardText,
        accountOpenDate: isoDate,
        accountOpenAddress: requiredText(120),
        taxCountry: selectOf('country'),
        taxId: requiredText(30),
      })
      .superRefine(checkCard(today), always)
      // Card details left over from an earlier choice are not kept: no card data without a reason.
      .transform(({ cardNumber, cardType, cardExpiry, ...rest }) =>
        paysByCard(rest)
          ? { ...rest, cardNumber: cardDigits(cardNumber), cardType, cardExpiry }
          : rest,
      )
  );
};

export type ItaData = z.output<ReturnType<typeof itaSchema>>;

const byCard = {
  required: 'conditional',
  requiredWhen: { field: 'fundingMethod', is: { equals: 'creditCard' } },
} as const;

export const itaFields: FieldMeta[] = [
  field('fundingCountry', 'select', { enum: 'country' }),
  field('otherFundingCountries', 'select', { enum: 'country', multiple: true, ...optional }),
  field('fundingMethod', 'select', { enum: 'fundingMethod' }),
  field('cardNumber', 'text', { maxLength: 23, inputMode: 'numeric', ...byCard }),
  field('cardType', 'select', { enum: 'cardType', ...byCard }),
  field('cardExpiry', 'text', { maxLength: 5, inputMode: 'numeric', ...byCard }),
  field('accountOpenDate', 'date'),
  field('accountOpenAddress', 'textarea', { maxLength: 120 }),
  field('taxCountry', 'select', { enum: 'country' }),
  field('taxId', 'text', { maxLength: 30 }),
];

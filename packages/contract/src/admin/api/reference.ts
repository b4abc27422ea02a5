import * as z from 'zod';
import { json } from './route.ts';
import { adminEndpoints } from './endpoints.ts';

const named = z.object({ code: z.string(), name: z.string() });

/** The lists staff pick insurer, product, currency and bank from; names in the caller's language. */
export const adminReference = z.object({
  insurers: z.array(named),
  products: z.array(named.extend({ insurerCode: z.string(), productType: z.string() })),
  currencies: z.array(named),
  banks: z.array(named.extend({ swift: z.string() })),
});

const at = adminEndpoints.reference;

export const referenceRoutes = {
  get: json(at.get, {
    summary:
      'Insurers, products, currencies and banks staff pick from: names in the caller’s language, codes',
    answer: adminReference,
  }),
};

export type AdminReference = z.output<typeof adminReference>;

import * as z from 'zod';
import { reservationSummary } from './reservations.ts';
import { businessSummary } from './businesses.ts';
import { memberSummary } from './members.ts';
import { json } from './route.ts';
import { adminEndpoints } from './endpoints.ts';

/**
 * The console header's search across the book (issue 37 point 4): members by name, e-mail or
 * phone; reservations by person or order number; businesses by order or policy number, member or
 * insurer. A few of each, with how many match in all (the list screen shows the rest).
 */
export const SEARCH_GROUP_SIZE = 5;

const group = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

export const searchQuery = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
});

export const searchRoutes = {
  get: json(adminEndpoints.search.get, {
    summary: 'Find members, reservations and businesses at once (an agent: their book)',
    query: searchQuery,
    answer: z.object({
      members: group(memberSummary),
      reservations: group(reservationSummary),
      businesses: group(businessSummary),
    }),
  }),
};

export type SearchAnswer = z.output<typeof searchRoutes.get.answer>;

import * as z from 'zod';
import { linkToken } from '../calls/reservation.ts';
import { enums } from '../enums.ts';
import { assigneeId } from './schemas.ts';

/**
 * Bulk changes from a list's selection (issue 37 point 4): each object is changed on its own,
 * audited on its own, and the answer says which changed and which were refused, and why.
 */
export const MAX_BULK = 100;

const many = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_BULK, 'validation.max');

export const bulkBusinessBody = z
  .strictObject({
    ids: many(z.string().min(1).max(64)),
    status: z.enum(enums.businessStatus, { error: 'validation.option' }).optional(),
    note: z.string().trim().max(500, 'validation.tooLong').default(''),
    assigneeId: assigneeId.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    path: ['status'],
    message: 'validation.required',
  });
export type BulkBusinessBody = z.output<typeof bulkBusinessBody>;

export const bulkReservationBody = z.strictObject({
  tokens: many(linkToken),
  assigneeId: assigneeId.nullable(),
});

/** What happened to each: changed, or refused with the reason in the caller's language. */
export const bulkOutcome = z.object({
  changed: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), code: z.number(), reason: z.string() })),
});
export type BulkOutcome = z.output<typeof bulkOutcome>;

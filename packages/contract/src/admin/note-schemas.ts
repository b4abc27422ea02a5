import * as z from 'zod';

/**
 * Staff's internal notes (issue 37 point 4): on a member, a reservation or a business, read and
 * written only through /admin/notes, never by a member call.
 */
export const NOTE_MAX_LENGTH = 2000;

export const noteObjectTypes = ['member', 'appointment', 'business'] as const;
export type NoteObjectType = (typeof noteObjectTypes)[number];

/** Which object: a member's or business's id, a reservation's link token (as its URL has it). */
export const noteQuery = z.object({
  objectType: z.enum(noteObjectTypes, { error: 'validation.option' }),
  objectId: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
});
export type NoteQuery = z.output<typeof noteQuery>;

export const noteBody = z.strictObject({
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(NOTE_MAX_LENGTH, 'validation.tooLong'),
});

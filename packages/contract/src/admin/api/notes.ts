import * as z from 'zod';
import { noteBody, noteQuery } from '../note-schemas.ts';
import { iso, json, maybe } from './route.ts';
import { adminEndpoints } from './endpoints.ts';

/** Staff's internal notes on a member, reservation or business; no member call reads them. */
export const staffNote = z.object({
  id: z.string(),
  text: z.string(),
  at: iso,
  author: z.object({ id: maybe, name: z.string() }),
});

const at = adminEndpoints.notes;

export const noteRoutes = {
  list: json(at.list, {
    summary: "An object's internal notes, newest first",
    query: noteQuery,
    answer: z.object({ list: z.array(staffNote) }),
  }),
  create: json(at.create, {
    summary: 'Add an internal note to a member, reservation or business (audited)',
    query: noteQuery,
    body: noteBody,
    answer: staffNote,
  }),
};

export type StaffNote = z.output<typeof staffNote>;

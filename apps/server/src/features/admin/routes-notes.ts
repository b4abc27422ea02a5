import { noteRoutes as api } from '@app/contract/admin/api/notes';
import type { FastifyInstance } from 'fastify';
import { addNote, listNotes } from './notes-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Internal notes on members, reservations and businesses: the back office's own, never a member's. */
export function registerNoteRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listNotes(ctx, query));
  serveAdmin(app, api.create, ({ ctx, query, body }) => addNote(ctx, query, body.text));
}

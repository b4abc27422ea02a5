import type { NoteQuery } from '@app/contract/admin/note-schemas';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/time.ts';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import type { Access, StaffCtx } from './access.ts';
import { requireWrite } from './access.ts';
import { ensureInBook } from './book-repository.ts';
import * as repo from './notes-repository.ts';

/**
 * Internal notes on a member, reservation or business (issue 37 point 4): every role reads the
 * notes of what it may see (an agent their book, 404 outside it), writers add them, audited.
 * Notes are never changed or deleted: they are the desk's record.
 */

/** The object's stored id; a reservation arrives by its link token. 404 when unknown or outside. */
async function objectIdOf(db: Db, access: Access, query: NoteQuery): Promise<string> {
  const id =
    query.objectType === 'appointment'
      ? await repo.reservationIdOf(db, query.objectId)
      : (await repo.exists(
            db,
            query.objectType === 'member' ? 'members' : 'businesses',
            query.objectId,
          ))
        ? query.objectId
        : undefined;
  if (id === undefined) throw notFound();
  await ensureInBook(db, access, query.objectType, id);
  return id;
}

const toNote = (row: Awaited<ReturnType<typeof repo.notesOf>>[number]) => ({
  id: row.id,
  text: row.text,
  at: toIso(row.created_at),
  author: { id: row.author_id, name: row.author_name },
});

export async function listNotes(ctx: StaffCtx, query: NoteQuery) {
  const id = await objectIdOf(ctx.db, ctx.access, query);
  return { list: (await repo.notesOf(ctx.db, query.objectType, id)).map(toNote) };
}

export async function addNote(ctx: StaffCtx, query: NoteQuery, text: string, now = Date.now()) {
  requireWrite(ctx.access);
  const { actor } = ctx.access;
  const row = {
    id: newId(),
    object_type: query.objectType,
    object_id: '',
    author_id: actor.id,
    author_name: actor.name,
    text,
    created_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    row.object_id = await objectIdOf(trx, ctx.access, query);
    // Strictly after the object's last note, so "newest first" never depends on the clock's
    // resolution (two notes in one millisecond), as a business's status history does.
    const last = await repo.lastNoteAt(trx, query.objectType, row.object_id);
    row.created_at = Math.max(now, (last ?? 0) + 1);
    await repo.insertNote(trx, row);
    await recordAudit(
      trx,
      {
        actor,
        action: 'note',
        objectType: query.objectType,
        objectId: row.object_id,
        changes: { note: { before: null, after: text } },
      },
      now,
    );
  });
  return toNote(row);
}

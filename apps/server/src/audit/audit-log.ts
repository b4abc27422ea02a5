import type { Db } from '../db/database.ts';
import { newId } from '../sessions/tokens.ts';
import { contains } from '../db/contains.ts';
import { findPage, sortedBy } from '../db/paging.ts';
import type { SortSql } from '../db/paging.ts';
import type { SortColumn, Sorting } from '@app/contract/admin/sorting';

/**
 * Who did it: a member of staff, a script holding ADMIN_TOKEN, a member (the application record
 * of their submit), or the server's own jobs.
 */
export interface Actor {
  type: 'staff' | 'script' | 'member' | 'system';
  id: string | null;
  name: string;
}

export const scriptActor: Actor = { type: 'script', id: null, name: 'ADMIN_TOKEN' };

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** The fields of `after` whose value differs from `before`, each with both values. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { before: old, after: value };
  }
  return changes;
}

export interface AuditEntryInput {
  actor: Actor;
  action: string;
  objectType: string;
  objectId: string;
  changes?: Changes | Record<string, unknown>;
}

/**
 * Entries of one millisecond are listed in the order they were written: the list sorts by time,
 * then by id, and an id starts with how many entries this process had written before it (two
 * PATCHes of one staff member within a millisecond came back in random order under the random
 * ids alone). Entries of different instances in one millisecond were made at the same time.
 */
let written = 0;
const auditId = () => `${(written++).toString(36).padStart(11, '0')}-${newId()}`;

/** One entry; pass the transaction of the write it records so both happen or neither. */
export async function recordAudit(db: Db, entry: AuditEntryInput, now = Date.now()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: auditId(),
      at: now,
      actor_type: entry.actor.type,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

export interface AuditFilter extends Sorting {
  objectType?: string;
  /** One object's entries; several when it has been named more than one way (an appointment). */
  objectIds?: string[];
  actorId?: string;
  /** Part of the actor's name or id. */
  actor?: string;
  action?: string;
  /** From this millisecond on, and before that one. */
  since?: number;
  until?: number;
  page: number;
  size: number;
}

export interface AuditEntry {
  at: number;
  actor: Actor;
  action: string;
  objectType: string;
  objectId: string;
  changes: unknown;
}

const sortSql: SortSql<SortColumn<'audit'>> = {
  at: 'at',
  action: 'action',
  objectType: 'object_type',
  actor: 'actor_name',
};

/** Newest first unless asked otherwise, filtered by object, actor, action and time. */
export async function listAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectIds) query = query.where('object_id', 'in', filter.objectIds);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  const actor = filter.actor;
  if (actor) {
    query = query.where((eb) =>
      eb.or([contains(eb.ref('actor_name'), actor), contains(eb.ref('actor_id'), actor)]),
    );
  }
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.since !== undefined) query = query.where('at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('at', '<', filter.until);
  const { rows, total } = await findPage(
    sortedBy(query.selectAll(), sortSql, filter).orderBy('at', 'desc').orderBy('id', 'desc'),
    query,
    filter,
  );
  const list: AuditEntry[] = rows.map((row) => ({
    at: Number(row.at),
    actor: { type: row.actor_type as Actor['type'], id: row.actor_id, name: row.actor_name },
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    changes: JSON.parse(row.changes) as unknown,
  }));
  return { list, total, page: filter.page, size: filter.size };
}

import type { TestApp } from './helpers.ts';

/** The audit log as stored, for the audit tests. */
export async function entriesFor(t: TestApp, objectType: string, objectId: string) {
  const rows = await t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
    action: row.action,
    changes: JSON.parse(row.changes) as unknown,
  }));
}

export async function countEntries(t: TestApp) {
  const row = await t.app.ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

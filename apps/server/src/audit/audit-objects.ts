import type { Db } from '../db/database.ts';

/**
 * What a reader needs to name an entry's object and link to its page (issue 37 point 6): the log
 * keeps bare ids, which say nothing to a person. Label null: the object is gone, or its type has
 * no name (a notice, a data key), and the console names it by its type alone.
 */
export interface AuditObject {
  label: string | null;
  businessId?: string;
  memberId?: string;
  token?: string;
  productType?: string;
}

type Named = Map<string, AuditObject>;
type Lookup = (db: Db, ids: string[]) => Promise<Named>;

const byId = <R extends { id: string }>(rows: R[], name: (row: R) => AuditObject): Named =>
  new Map(rows.map((row) => [row.id, name(row)]));

/**
 * One query per object type. An appointment is found by its id or its token: its link's creation
 * is recorded under the token (link-service.ts), its other entries under the id.
 */
const lookups: Record<string, Lookup> = {
  business: async (db, ids) =>
    byId(
      await db
        .selectFrom('businesses')
        .select(['id', 'order_no', 'product_type'])
        .where('id', 'in', ids)
        .execute(),
      (row) => ({ label: row.order_no, businessId: row.id, productType: row.product_type }),
    ),
  appointment: async (db, ids) => {
    const rows = await db
      .selectFrom('appointments')
      .select(['id', 'token', 'product_type', 'business_id'])
      .where((eb) => eb.or([eb('id', 'in', ids), eb('token', 'in', ids)]))
      .execute();
    const named: Named = new Map();
    for (const row of rows) {
      const object = {
        label: row.token,
        token: row.token,
        productType: row.product_type,
        ...(row.business_id ? { businessId: row.business_id } : {}),
      };
      named.set(row.id, object).set(row.token, object);
    }
    return named;
  },
  member: async (db, ids) =>
    byId(
      await db.selectFrom('members').select(['id', 'name']).where('id', 'in', ids).execute(),
      (row) => ({ label: row.name, memberId: row.id }),
    ),
  staff: async (db, ids) =>
    byId(
      await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute(),
      (row) => ({ label: row.name }),
    ),
  payment: async (db, ids) =>
    byId(
      await db
        .selectFrom('payment_records')
        .select(['id', 'payment_no', 'business_id'])
        .where('id', 'in', ids)
        .execute(),
      (row) => ({ label: row.payment_no, businessId: row.business_id }),
    ),
  document: async (db, ids) =>
    byId(
      await db
        .selectFrom('business_documents')
        .select(['id', 'name', 'business_id'])
        .where('id', 'in', ids)
        .execute(),
      (row) => ({ label: row.name, businessId: row.business_id }),
    ),
  upload: async (db, ids) =>
    byId(
      await db
        .selectFrom('uploads')
        .leftJoin('appointments', 'appointments.id', 'uploads.appointment_id')
        .select(['uploads.id', 'original_name', 'appointments.token'])
        .where('uploads.id', 'in', ids)
        .execute(),
      (row) => ({ label: row.original_name, ...(row.token ? { token: row.token } : {}) }),
    ),
  payee: async (db, ids) =>
    byId(
      await db.selectFrom('payees').select(['id', 'name']).where('id', 'in', ids).execute(),
      (row) => ({ label: row.name }),
    ),
  remittance: async (db, ids) =>
    byId(
      await db
        .selectFrom('remittances')
        .innerJoin('businesses', 'businesses.id', 'remittances.business_id')
        .select(['remittances.id', 'businesses.order_no', 'remittances.business_id'])
        .where('remittances.id', 'in', ids)
        .execute(),
      (row) => ({ label: row.order_no, businessId: row.business_id }),
    ),
};

/** Names the objects of one page of entries: one query per object type present, never per row. */
export async function nameObjects(
  db: Db,
  entries: { objectType: string; objectId: string }[],
): Promise<AuditObject[]> {
  const idsOf = new Map<string, Set<string>>();
  for (const { objectType, objectId } of entries) {
    if (!(objectType in lookups)) continue;
    idsOf.set(objectType, (idsOf.get(objectType) ?? new Set()).add(objectId));
  }
  const named = new Map<string, Named>();
  for (const [type, ids] of idsOf) named.set(type, await lookups[type]!(db, [...ids]));
  return entries.map(
    ({ objectType, objectId }) => named.get(objectType)?.get(objectId) ?? { label: null },
  );
}

/**
 * The fields of a change that hold another object's id, and that object's type: a business's
 * creation records its owner and reservation, an assignment its staff member. Named like the
 * entry's object so the reader sees "陈大文", not "9799…".
 */
const referenceTypes: Record<string, string> = {
  ownerId: 'member',
  memberId: 'member',
  appointmentId: 'appointment',
  staffId: 'staff',
  assigneeId: 'staff',
  businessId: 'business',
  paymentRecordId: 'payment',
  payeeId: 'payee',
};

/** Every [field, id] of a change's before and after values whose field names an object. */
function referencesIn(changes: unknown): [string, string][] {
  if (!changes || typeof changes !== 'object') return [];
  const found: [string, string][] = [];
  const visit = (key: string, value: unknown) => {
    if (typeof value === 'string' && key in referenceTypes) found.push([key, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value)) {
        // {field: {before, after}} or {before: {field…}, after: {field…}}
        visit(inner === 'before' || inner === 'after' ? key : inner, v);
      }
    }
  };
  for (const [key, value] of Object.entries(changes)) visit(key, value);
  return found;
}

/**
 * The objects the entries' changes refer to, per entry: {id: object}, one query per type for the
 * whole page. An id that names nothing (gone) is left out, and the reader sees the id.
 */
export async function nameReferences(
  db: Db,
  entries: { changes: unknown }[],
): Promise<Record<string, AuditObject>[]> {
  const perEntry = entries.map((entry) =>
    referencesIn(entry.changes).map(([field, id]) => ({
      objectType: referenceTypes[field]!,
      objectId: id,
    })),
  );
  const named = await nameObjects(db, perEntry.flat());
  let at = 0;
  return perEntry.map((refs) => {
    const out: Record<string, AuditObject> = {};
    for (const ref of refs) {
      const object = named[at++]!;
      if (object.label !== null) out[ref.objectId] = object;
    }
    return out;
  });
}

/** Every id an object's entries may carry: an appointment's id and its token. */
export async function objectIdsOf(db: Db, objectType: string, objectId: string) {
  if (objectType !== 'appointment') return [objectId];
  const row = await db
    .selectFrom('appointments')
    .select(['id', 'token'])
    .where((eb) => eb.or([eb('id', '=', objectId), eb('token', '=', objectId)]))
    .executeTakeFirst();
  return row ? [row.id, row.token] : [objectId];
}

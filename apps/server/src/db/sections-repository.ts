import { dataKeysOf } from '../crypto/data-key.ts';
import { openSection } from '../crypto/sensitive-fields.ts';
import type { Db } from './database.ts';
import type { ReservationSectionsTable } from './schema.ts';

/** A saved section as read: its JSON with the sensitive numbers decrypted. */
export type SectionRow = Pick<
  ReservationSectionsTable,
  'section' | 'data' | 'completed' | 'updated_at'
>;

/**
 * A reservation's saved sections, the sensitive numbers (encrypted at rest) decrypted here; what
 * each reader shows of them, masked or not, is its own to decide. Shared: the member's
 * reservation, the back office and the application record read them, and features do not import
 * each other. `db` may be a transaction.
 */
export async function readSections(db: Db, reservationId: string): Promise<SectionRow[]> {
  const rows = await db
    .selectFrom('appointment_sections')
    .select(['section', 'data', 'completed', 'updated_at'])
    .where('appointment_id', '=', reservationId)
    .execute();
  const keys = dataKeysOf(db);
  return rows.map((row) => ({ ...row, data: openSection(keys, row.data) }));
}

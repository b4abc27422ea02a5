import { dataKeysOf } from '../../crypto/data-key.ts';
import { openSection } from '../../crypto/sensitive-fields.ts';
import type { Db } from '../../db/database.ts';

/** The member's own fields the basic info shows. */
export function findMember(db: Db, id: string) {
  return db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'mobile', 'area_code'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Which reservations count as the member's: any they are a party to (created or filled in), or
 * only those they filled in themselves (bound as filler, or created with no one else filling in).
 */
export type Whose = 'party' | 'filledBy';

/**
 * The person and bank sections of the member's most recently submitted reservation (one they
 * created or filled in): the basic info is read from the answers the member last gave.
 */
export async function latestSubmittedSections(
  db: Db,
  memberId: string,
  whose: Whose = 'party',
): Promise<Record<string, Record<string, unknown>>> {
  const latest = await db
    .selectFrom('appointments')
    .select('id')
    .where('status', '=', 'submitted')
    .where((eb) =>
      whose === 'party'
        ? eb.or([eb('creator_id', '=', memberId), eb('filler_id', '=', memberId)])
        : eb.or([
            eb('filler_id', '=', memberId),
            eb.and([eb('creator_id', '=', memberId), eb('filler_id', 'is', null)]),
          ]),
    )
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return {};
  const rows = await db
    .selectFrom('appointment_sections')
    .select(['section', 'data'])
    .where('appointment_id', '=', latest.id)
    .where('section', 'in', ['applicant', 'customer', 'bank'])
    .execute();
  const sections: Record<string, Record<string, unknown>> = {};
  const keys = dataKeysOf(db);
  for (const row of rows) {
    try {
      const data: unknown = JSON.parse(openSection(keys, row.data));
      if (data && typeof data === 'object') sections[row.section] = data as Record<string, unknown>;
    } catch {
      // A section that does not parse has nothing to offer; the member's own fields remain.
    }
  }
  return sections;
}

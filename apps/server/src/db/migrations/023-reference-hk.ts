import type { Kysely } from 'kysely';
import { hongKongNames } from './023-reference-hk-data.ts';

/**
 * Traditional Chinese for Hong Kong (zh-HK, docs/decisions.md D85): each reference table gains a
 * nullable name_hk beside name_zh and name_en, filled for the rows migration 005 seeded. A zh-HK
 * reader reads name_hk, or name_zh where a row has none (a row staff added since).
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Record<string, { code: string; name_hk: string | null }>>;
  for (const [table, rows] of Object.entries(hongKongNames())) {
    await raw.schema.alterTable(table).addColumn('name_hk', 'text').execute();
    for (const [code, hk] of rows) {
      await db.updateTable(table).set({ name_hk: hk }).where('code', '=', code).execute();
    }
  }
}

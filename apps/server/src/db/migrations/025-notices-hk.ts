import type { Kysely } from 'kysely';
import { toHongKong } from '../../notify/notices/hong-kong.ts';

/** Rows converted per read: bounds memory on a large message centre. */
const PAGE = 500;

interface NoticeRow {
  id: string;
  title_zh: string;
  body_zh: string;
  title_hk: string;
  body_hk: string;
}

/**
 * A zh-HK half for every notice (docs/decisions.md D88): title_hk and body_hk beside the zh and en
 * halves of migration 011. Notices written before have only the simplified Chinese one, so each is
 * backfilled with its OpenCC Hong Kong conversion (the converter the catalogs' zh-HK texts start
 * from), read in pages by id.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  for (const column of ['title_hk', 'body_hk']) {
    await raw.schema
      .alterTable('notices')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await backfillHongKong(raw);
}

/** Fills the zh-HK half of every notice without one (an empty title: no notice has one). */
export async function backfillHongKong(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<{ notices: NoticeRow }>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('notices')
      .select(['id', 'title_zh', 'body_zh'])
      .where('id', '>', after)
      .where('title_hk', '=', '')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const [title, body] = await Promise.all([toHongKong(row.title_zh), toHongKong(row.body_zh)]);
      await db
        .updateTable('notices')
        .set({ title_hk: title, body_hk: body })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

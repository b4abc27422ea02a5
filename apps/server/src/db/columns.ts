/**
 * Column lists that several features read for the same purpose, written once; features do not
 * import each other, so they live here. Each names the alias its queries give the table.
 */

/** What names a business in any list, the member's or the console's (alias b). */
export const businessListColumns = [
  'b.id',
  'b.order_no',
  'b.policy_no',
  'b.status',
  'b.product_type',
  'b.insurer',
  'b.product_name',
] as const;

/** A notice's kind and title in each language (alias n). */
export const noticeTitleColumns = ['n.kind', 'n.title_zh', 'n.title_hk', 'n.title_en'] as const;

/** A notice as its reader sees it: the title with its body in each language and its link. */
export const noticeTextColumns = [
  ...noticeTitleColumns,
  'n.body_zh',
  'n.body_hk',
  'n.body_en',
  'n.link',
] as const;

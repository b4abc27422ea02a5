import type { Catalog } from '@app/contract/messages';
import { EXPORT_ROW_CAP } from '@app/contract/admin/api/export';

/** The exports' refusal; the column headers are in columns.ts, beside the columns. */
export const exportMessages = {
  'export.tooMany': {
    'zh-CN': `筛选结果超过 ${EXPORT_ROW_CAP} 行，请缩小筛选范围后再导出`,
    'zh-HK': `篩選結果超過 ${EXPORT_ROW_CAP} 行，請縮小篩選範圍後再匯出`,
    'en-US': `More than ${EXPORT_ROW_CAP} rows match: narrow the filters, then export again`,
  },
} satisfies Catalog;

import { catalogOf } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';
import { EXPORT_ROW_CAP } from '@app/contract/admin/api/export';

/** The exports' refusal; the column headers are in columns.ts, beside the columns. */
const exportTexts = {
  'export.tooMany': {
    zh: `筛选结果超过 ${EXPORT_ROW_CAP} 行，请缩小筛选范围后再导出`,
    hk: `篩選結果超過 ${EXPORT_ROW_CAP} 行，請縮小篩選範圍後再匯出`,
    en: `More than ${EXPORT_ROW_CAP} rows match: narrow the filters, then export again`,
  },
} satisfies LabelCatalog;

export const exportMessages = catalogOf(exportTexts);

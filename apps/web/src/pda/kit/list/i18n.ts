import type { Resources } from '../../../i18n/i18n';

/** The list kit's own texts and the column headers the lists share. */
export const listMessages: Resources = {
  'zh-CN': {
    'pda.list.columns': '显示的列',
    'pda.list.pageSize': '每页条数',
    'pda.list.selectPage': '选择本页全部',
    'pda.list.who': '客户',
    'pda.list.orderNo': '订单号',
    'pda.list.submittedAt': '提交时间',
    'pda.list.createdAt': '创建时间',
  },
  'zh-HK': {
    'pda.list.columns': '顯示欄位',
    'pda.list.pageSize': '每頁筆數',
    'pda.list.selectPage': '選擇本頁全部',
    'pda.list.who': '客戶',
    'pda.list.orderNo': '訂單號',
    'pda.list.submittedAt': '提交時間',
    'pda.list.createdAt': '建立時間',
  },
  'en-US': {
    'pda.list.columns': 'Columns',
    'pda.list.pageSize': 'Rows per page',
    'pda.list.selectPage': 'Select the whole page',
    'pda.list.who': 'Client',
    'pda.list.orderNo': 'Order number',
    'pda.list.submittedAt': 'Submitted',
    'pda.list.createdAt': 'Created',
  },
};

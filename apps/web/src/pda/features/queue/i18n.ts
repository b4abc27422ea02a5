import type { Resources } from '../../../i18n/i18n';

export const queueMessages: Resources = {
  'zh-CN': {
    'pda.queue.title': '待审核预约',
    'pda.queue.search': '搜索（姓名、邮箱或订单号）',
    'pda.queue.product': '产品',
    'pda.queue.status': '状态',
    'pda.queue.review': '审核',
    'pda.queue.from': '提交日期从',
    'pda.queue.to': '提交日期至',
    'pda.queue.empty': '没有符合条件的预约',
    'pda.queue.filter.idExpiring': '证件在 {{days}} 天内到期',
  },
  'zh-HK': {
    'pda.queue.title': '待審核預約',
    'pda.queue.search': '搜尋（姓名、電郵或訂單號）',
    'pda.queue.product': '產品',
    'pda.queue.status': '狀態',
    'pda.queue.review': '審核',
    'pda.queue.from': '提交日期從',
    'pda.queue.to': '提交日期至',
    'pda.queue.empty': '沒有符合條件的預約',
    'pda.queue.filter.idExpiring': '證件在 {{days}} 天內到期',
  },
  'en-US': {
    'pda.queue.title': 'Review queue',
    'pda.queue.search': 'Search (name, e-mail or order number)',
    'pda.queue.product': 'Product',
    'pda.queue.status': 'Status',
    'pda.queue.review': 'Review',
    'pda.queue.from': 'Submitted from',
    'pda.queue.to': 'Submitted to',
    'pda.queue.empty': 'No reservations match',
    'pda.queue.filter.idExpiring': 'ID document expiring within {{days}} days',
  },
};

import type { Resources } from '../../../i18n/i18n';

/** The dashboard's figures (issue 37 point 3); dates are calendar days in Hong Kong. */
export const dashboardMessages: Resources = {
  'zh-CN': {
    'pda.nav.dashboard': '概览',
    'pda.dashboard.title': '待办概览',
    'pda.dashboard.reservationsWaiting': '待审核预约',
    'pda.dashboard.changesRequested': '已要求修改、待客户回复',
    'pda.dashboard.dueIn7Days': '7 天内到期缴费',
    'pda.dashboard.dueIn30Days': '30 天内到期缴费',
    'pda.dashboard.overdue': '已逾期缴费',
    'pda.dashboard.coolingOffEnding': '7 天内冷静期届满',
    'pda.dashboard.remittancesToConfirm': '待确认汇款',
    'pda.dashboard.documentsExpiring': '90 天内到期证件',
    'pda.dashboard.nothing': '暂无待办事项',
  },
  'zh-HK': {
    'pda.nav.dashboard': '概覽',
    'pda.dashboard.title': '待辦概覽',
    'pda.dashboard.reservationsWaiting': '待審核預約',
    'pda.dashboard.changesRequested': '已要求修改、待客戶回覆',
    'pda.dashboard.dueIn7Days': '7 天內到期繳費',
    'pda.dashboard.dueIn30Days': '30 天內到期繳費',
    'pda.dashboard.overdue': '已逾期繳費',
    'pda.dashboard.coolingOffEnding': '7 天內冷靜期屆滿',
    'pda.dashboard.remittancesToConfirm': '待確認匯款',
    'pda.dashboard.documentsExpiring': '90 天內到期證件',
    'pda.dashboard.nothing': '暫無待辦事項',
  },
  'en-US': {
    'pda.nav.dashboard': 'Dashboard',
    'pda.dashboard.title': 'What needs doing',
    'pda.dashboard.reservationsWaiting': 'Reservations waiting for review',
    'pda.dashboard.changesRequested': 'Changes requested, not yet answered',
    'pda.dashboard.dueIn7Days': 'Payments due in 7 days',
    'pda.dashboard.dueIn30Days': 'Payments due in 30 days',
    'pda.dashboard.overdue': 'Payments overdue',
    'pda.dashboard.coolingOffEnding': 'Cooling-off ending in 7 days',
    'pda.dashboard.remittancesToConfirm': 'Remittances to confirm',
    'pda.dashboard.documentsExpiring': 'ID documents expiring in 90 days',
    'pda.dashboard.nothing': 'Nothing is waiting',
  },
};

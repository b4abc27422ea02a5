import type { Resources } from '../../../i18n/i18n';

/** The renewals and due-payments calendar (issue 37 point 4). */
export const calendarMessages: Resources = {
  'zh-CN': {
    'pda.nav.calendar': '日历',
    'pda.calendar.title': '缴费与续保日历',
    'pda.calendar.previous': '上个月',
    'pda.calendar.next': '下个月',
    'pda.calendar.thisMonth': '本月',
    'pda.calendar.today': '今天',
    'pda.calendar.empty': '本月没有到期缴费、续保或冷静期届满',
    'pda.calendar.kind.payment': '缴费',
    'pda.calendar.kind.renewal': '续保',
    'pda.calendar.kind.coolingOff': '冷静期届满',
  },
  'zh-HK': {
    'pda.nav.calendar': '日曆',
    'pda.calendar.title': '繳費與續保日曆',
    'pda.calendar.previous': '上個月',
    'pda.calendar.next': '下個月',
    'pda.calendar.thisMonth': '本月',
    'pda.calendar.today': '今天',
    'pda.calendar.empty': '本月沒有到期繳費、續保或冷靜期屆滿',
    'pda.calendar.kind.payment': '繳費',
    'pda.calendar.kind.renewal': '續保',
    'pda.calendar.kind.coolingOff': '冷靜期屆滿',
  },
  'en-US': {
    'pda.nav.calendar': 'Calendar',
    'pda.calendar.title': 'Payments and renewals calendar',
    'pda.calendar.previous': 'Previous month',
    'pda.calendar.next': 'Next month',
    'pda.calendar.thisMonth': 'This month',
    'pda.calendar.today': 'Today',
    'pda.calendar.empty': 'No payments due, renewals or cooling-off endings this month',
    'pda.calendar.kind.payment': 'Payment due',
    'pda.calendar.kind.renewal': 'Renewal',
    'pda.calendar.kind.coolingOff': 'Cooling-off ends',
  },
};

import type { Resources } from '../../../i18n/i18n';

/** The header's search across the book (issue 37 point 4). */
export const searchMessages: Resources = {
  'zh-CN': {
    'pda.search.label': '搜索会员、预约和业务',
    'pda.search.placeholder': '姓名、邮箱、电话、订单号、保单号、保险公司',
    'pda.search.title': '“{{q}}”的搜索结果',
    'pda.search.group': '{{kind}}（{{count}}）',
    'pda.search.none': '没有找到',
    'pda.search.all': '查看全部 {{count}} 项',
  },
  'zh-HK': {
    'pda.search.label': '搜尋會員、預約和業務',
    'pda.search.placeholder': '姓名、電郵、電話、訂單號、保單號、保險公司',
    'pda.search.title': '「{{q}}」的搜尋結果',
    'pda.search.group': '{{kind}}（{{count}}）',
    'pda.search.none': '沒有找到',
    'pda.search.all': '查看全部 {{count}} 項',
  },
  'en-US': {
    'pda.search.label': 'Search members, reservations and businesses',
    'pda.search.placeholder': 'Name, e-mail, phone, order or policy number, insurer',
    'pda.search.title': 'Results for “{{q}}”',
    'pda.search.group': '{{kind}} ({{count}})',
    'pda.search.none': 'Nothing found',
    'pda.search.all': 'See all {{count}}',
  },
};

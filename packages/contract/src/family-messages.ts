import type { Catalog } from './messages.ts';

/**
 * Texts the family member calls answer with: the server translates with them (catalog.ts) and
 * the member app loads them with the family screens, not with the login route's first load.
 */
export const familyCallMessages = {
  'error.familyLimit': {
    'zh-CN': '最多可保存 {{max}} 位家庭成员',
    'zh-HK': '最多可儲存 {{max}} 位家庭成員',
    'en-US': 'You can keep at most {{max}} family members',
  },
  'success.remove': { 'zh-CN': '删除成功', 'zh-HK': '刪除成功', 'en-US': 'Removed' },
} satisfies Catalog;

import type { Catalog } from '@app/contract/messages';

/** The back office's own messages; the rest (validation, not found) come from the common catalog. */
export const adminMessages = {
  'admin.unauthorized': { 'zh-CN': '管理令牌无效', 'en-US': 'Missing or wrong admin token' },
  'admin.tokenOrEmail': {
    'zh-CN': '请提供预约令牌或客户邮箱（二选一）',
    'en-US': 'Give either appointmentToken or ownerEmail',
  },
  'admin.remittanceDecided': {
    'zh-CN': '该汇款通知已处理',
    'en-US': 'This remittance was already confirmed or rejected',
  },
  'admin.referenceInsurer': {
    'zh-CN': '请从列表中选择保险公司',
    'en-US': 'Choose an insurer from the list',
  },
  'admin.referenceProduct': {
    'zh-CN': '请从列表中选择产品',
    'en-US': 'Choose a product from the list',
  },
  'admin.productOfOtherInsurer': {
    'zh-CN': '该产品不属于所选保险公司',
    'en-US': 'This product is not one of the chosen insurer',
  },
  'admin.referenceCurrency': {
    'zh-CN': '请从列表中选择币种（大写的 ISO 4217 代码，如 USD）',
    'en-US': 'Choose a currency from the list (an upper-case ISO 4217 code such as USD)',
  },
  'admin.referenceBank': {
    'zh-CN': '请从列表中选择银行',
    'en-US': 'Choose a bank from the list',
  },
  'admin.paymentNotDue': {
    'zh-CN': '该缴费记录不属于此业务或已不是待支付',
    'en-US': 'This payment record is not a pending instalment of this business',
  },
  'admin.noticeAudience': {
    'zh-CN': '请选择一位会员或全部会员（二选一）',
    'en-US': 'Choose either one member or all members',
  },
  'admin.memberNotFound': { 'zh-CN': '没有使用此邮箱的会员', 'en-US': 'No member has this e-mail' },
  'admin.orderNoTaken': { 'zh-CN': '订单号已存在', 'en-US': 'This order number is already used' },
  'admin.businessExists': {
    'zh-CN': '该预约已有业务',
    'en-US': 'This reservation already has a business',
  },
  'admin.sameStatus': {
    'zh-CN': '业务已是该状态',
    'en-US': 'The business already has this status',
  },
  'admin.statusRace': {
    'zh-CN': '状态刚被修改，请重试',
    'en-US': 'The status was just changed; try again',
  },
  'admin.fileType': {
    'zh-CN': '仅接受 PDF、JPEG、PNG 或 WebP 文件',
    'en-US': 'Only PDF, JPEG, PNG or WebP files are accepted',
  },
  'admin.fileTooLarge': {
    'zh-CN': '文件不能超过 10 MB',
    'en-US': 'The file must be at most 10 MB',
  },
  'admin.fileActive': {
    'zh-CN': '该 PDF 含有脚本、自动操作或嵌入文件，无法接受，请上传普通 PDF',
    'en-US':
      'This PDF contains scripts, automatic actions or embedded files: please upload a plain PDF',
  },
  'admin.fileUnreadable': {
    'zh-CN': '无法读取该图片，或图片尺寸过大（每边最多 20000 像素，总计最多 5000 万像素）',
    'en-US':
      'The image cannot be read or is too large (at most 20000 pixels a side and 50 megapixels)',
  },
  'admin.fileRequired': { 'zh-CN': '请选择文件', 'en-US': 'Please attach a file' },
  'admin.nothingToChange': {
    'zh-CN': '请至少选择一个需修改的部分或文件',
    'en-US': 'Name at least one section or upload to change',
  },
  'admin.noReservation': {
    'zh-CN': '该业务没有预约资料',
    'en-US': 'This business has no reservation',
  },
  'admin.notSubmitted': {
    'zh-CN': '只有已提交的预约可以退回修改',
    'en-US': 'Only a submitted reservation can be sent back for changes',
  },
  'admin.notSubmittedAccept': {
    'zh-CN': '预约尚未提交，不能受理',
    'en-US': 'The reservation has not been submitted, so it cannot be accepted',
  },
  'admin.changesPending': {
    'zh-CN': '已要求客户修改，请待客户重新提交后再受理',
    'en-US': 'Changes are requested: wait until the member submits again',
  },
  'admin.staffEmailTaken': {
    'zh-CN': '已有员工使用此邮箱',
    'en-US': 'A member of staff already uses this e-mail',
  },
  'admin.staffNotFound': {
    'zh-CN': '没有使用此邮箱的员工',
    'en-US': 'No member of staff has this e-mail',
  },
  'admin.selfDisable': {
    'zh-CN': '不能停用自己的账号',
    'en-US': 'You cannot disable your own account',
  },
  'admin.selfDemote': {
    'zh-CN': '不能取消自己的管理员角色',
    'en-US': 'You cannot take away your own admin role',
  },
  'admin.assigneeUnknown': {
    'zh-CN': '请从列表中选择一位在职员工',
    'en-US': 'Choose an active member of staff from the list',
  },
  'admin.assigneeOutsideBook': {
    'zh-CN': '该代理人的客户名册中没有此记录，无法指派给他',
    'en-US': "This is not in that agent's book, so it cannot be assigned to them",
  },
} satisfies Catalog;

import type { Catalog } from '@app/contract/messages';

/** The back office's own messages; the rest (validation, not found) come from the common catalog. */
export const adminMessages = {
  'admin.unauthorized': {
    'zh-CN': '管理令牌无效',
    'zh-HK': '管理令牌無效',
    'en-US': 'Missing or wrong admin token',
  },
  'admin.tokenOrEmail': {
    'zh-CN': '请提供预约令牌或客户邮箱（二选一）',
    'zh-HK': '請提供預約令牌或客戶電郵（二選一）',
    'en-US': 'Give either appointmentToken or ownerEmail',
  },
  'admin.remittanceDecided': {
    'zh-CN': '该汇款通知已处理',
    'zh-HK': '該匯款通知已處理',
    'en-US': 'This remittance was already confirmed or rejected',
  },
  'admin.referenceInsurer': {
    'zh-CN': '请从列表中选择保险公司',
    'zh-HK': '請從列表中選擇保險公司',
    'en-US': 'Choose an insurer from the list',
  },
  'admin.referenceProduct': {
    'zh-CN': '请从列表中选择产品',
    'zh-HK': '請從列表中選擇產品',
    'en-US': 'Choose a product from the list',
  },
  'admin.productOfOtherInsurer': {
    'zh-CN': '该产品不属于所选保险公司',
    'zh-HK': '該產品不屬於所選保險公司',
    'en-US': 'This product is not one of the chosen insurer',
  },
  'admin.referenceCurrency': {
    'zh-CN': '请从列表中选择币种（大写的 ISO 4217 代码，如 USD）',
    'zh-HK': '請從列表中選擇幣種（大寫的 ISO 4217 代碼，如 USD）',
    'en-US': 'Choose a currency from the list (an upper-case ISO 4217 code such as USD)',
  },
  'admin.referenceBank': {
    'zh-CN': '请从列表中选择银行',
    'zh-HK': '請從列表中選擇銀行',
    'en-US': 'Choose a bank from the list',
  },
  'admin.paymentNotDue': {
    'zh-CN': '该缴费记录不属于此业务或已不是待支付',
    'zh-HK': '該繳費記錄不屬於此業務或已不是待支付',
    'en-US': 'This payment record is not a pending instalment of this business',
  },
  'admin.noticeAudience': {
    'zh-CN': '请选择一位会员或全部会员（二选一）',
    'zh-HK': '請選擇一位會員或全部會員（二選一）',
    'en-US': 'Choose either one member or all members',
  },
  'admin.memberNotFound': {
    'zh-CN': '没有使用此邮箱的会员',
    'zh-HK': '沒有使用此電郵的會員',
    'en-US': 'No member has this e-mail',
  },
  'admin.orderNoTaken': {
    'zh-CN': '订单号已存在',
    'zh-HK': '訂單號已存在',
    'en-US': 'This order number is already used',
  },
  'admin.businessExists': {
    'zh-CN': '该预约已有业务',
    'zh-HK': '該預約已有業務',
    'en-US': 'This reservation already has a business',
  },
  'admin.sameStatus': {
    'zh-CN': '业务已是该状态',
    'zh-HK': '業務已是該狀態',
    'en-US': 'The business already has this status',
  },
  'admin.statusRace': {
    'zh-CN': '状态刚被修改，请重试',
    'zh-HK': '狀態剛被修改，請重試',
    'en-US': 'The status was just changed; try again',
  },
  'admin.fileType': {
    'zh-CN': '仅接受 PDF、JPEG、PNG 或 WebP 文件',
    'zh-HK': '僅接受 PDF、JPEG、PNG 或 WebP 文件',
    'en-US': 'Only PDF, JPEG, PNG or WebP files are accepted',
  },
  'admin.fileTooLarge': {
    'zh-CN': '文件不能超过 10 MB',
    'zh-HK': '文件不能超過 10 MB',
    'en-US': 'The file must be at most 10 MB',
  },
  'admin.fileActive': {
    'zh-CN': '该 PDF 含有脚本、自动操作或嵌入文件，无法接受，请上传普通 PDF',
    'zh-HK': '該 PDF 含有腳本、自動操作或嵌入文件，無法接受，請上載普通 PDF',
    'en-US':
      'This PDF contains scripts, automatic actions or embedded files: please upload a plain PDF',
  },
  'admin.fileUnreadable': {
    'zh-CN': '无法读取该图片，或图片尺寸过大（每边最多 20000 像素，总计最多 5000 万像素）',
    'zh-HK': '無法讀取該圖片，或圖片尺寸過大（每邊最多 20000 像素，總計最多 5000 萬像素）',
    'en-US':
      'The image cannot be read or is too large (at most 20000 pixels a side and 50 megapixels)',
  },
  'admin.fileRequired': {
    'zh-CN': '请选择文件',
    'zh-HK': '請選擇文件',
    'en-US': 'Please attach a file',
  },
  'admin.nothingToChange': {
    'zh-CN': '请至少选择一个需修改的部分或文件',
    'zh-HK': '請至少選擇一個需修改的部分或文件',
    'en-US': 'Name at least one section or upload to change',
  },
  'admin.noReservation': {
    'zh-CN': '该业务没有预约资料',
    'zh-HK': '該業務沒有預約資料',
    'en-US': 'This business has no reservation',
  },
  'admin.notSubmitted': {
    'zh-CN': '只有已提交的预约可以退回修改',
    'zh-HK': '只有已提交的預約可以退回修改',
    'en-US': 'Only a submitted reservation can be sent back for changes',
  },
  'admin.notSubmittedAccept': {
    'zh-CN': '预约尚未提交，不能受理',
    'zh-HK': '預約尚未提交，不能受理',
    'en-US': 'The reservation has not been submitted, so it cannot be accepted',
  },
  'admin.changesPending': {
    'zh-CN': '已要求客户修改，请待客户重新提交后再受理',
    'zh-HK': '已要求客戶修改，請待客戶重新提交後再受理',
    'en-US': 'Changes are requested: wait until the member submits again',
  },
  'admin.staffEmailTaken': {
    'zh-CN': '已有员工使用此邮箱',
    'zh-HK': '已有員工使用此電郵',
    'en-US': 'A member of staff already uses this e-mail',
  },
  'admin.staffNotFound': {
    'zh-CN': '没有使用此邮箱的员工',
    'zh-HK': '沒有使用此電郵的員工',
    'en-US': 'No member of staff has this e-mail',
  },
  'admin.selfDisable': {
    'zh-CN': '不能停用自己的账号',
    'zh-HK': '不能停用自己的帳號',
    'en-US': 'You cannot disable your own account',
  },
  'admin.selfDemote': {
    'zh-CN': '不能取消自己的管理员角色',
    'zh-HK': '不能取消自己的管理員角色',
    'en-US': 'You cannot take away your own admin role',
  },
  'admin.assigneeUnknown': {
    'zh-CN': '请从列表中选择一位在职员工',
    'zh-HK': '請從列表中選擇一位在職員工',
    'en-US': 'Choose an active member of staff from the list',
  },
  'admin.assigneeOutsideBook': {
    'zh-CN': '该代理人的客户名册中没有此记录，无法指派给他',
    'zh-HK': '該代理人的客戶名冊中沒有此記錄，無法指派給他',
    'en-US': "This is not in that agent's book, so it cannot be assigned to them",
  },
} satisfies Catalog;

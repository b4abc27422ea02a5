import { catalogOf, commonMessages, labelsOf } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';
import { pdfActiveRefusal } from '../../files/pdf-active-content.ts';

/** The back office's own messages; the rest (validation, not found) come from the common catalog. */
const adminTexts = {
  'admin.unauthorized': {
    zh: '管理令牌无效',
    hk: '管理令牌無效',
    en: 'Missing or wrong admin token',
  },
  'admin.tokenOrEmail': {
    zh: '请提供预约令牌或客户邮箱（二选一）',
    hk: '請提供預約令牌或客戶電郵（二選一）',
    en: 'Give either appointmentToken or ownerEmail',
  },
  'admin.remittanceDecided': {
    zh: '该汇款通知已处理',
    hk: '該匯款通知已處理',
    en: 'This remittance was already confirmed or rejected',
  },
  'admin.referenceInsurer': {
    zh: '请从列表中选择保险公司',
    hk: '請從列表中選擇保險公司',
    en: 'Choose an insurer from the list',
  },
  'admin.referenceProduct': {
    zh: '请从列表中选择产品',
    hk: '請從列表中選擇產品',
    en: 'Choose a product from the list',
  },
  'admin.productOfOtherInsurer': {
    zh: '该产品不属于所选保险公司',
    hk: '該產品不屬於所選保險公司',
    en: 'This product is not one of the chosen insurer',
  },
  'admin.referenceCurrency': labelsOf(commonMessages['validation.currencyCode']),
  'admin.referenceBank': {
    zh: '请从列表中选择银行',
    hk: '請從列表中選擇銀行',
    en: 'Choose a bank from the list',
  },
  'admin.paymentNotDue': {
    zh: '该缴费记录不属于此业务或已不是待支付',
    hk: '該繳費記錄不屬於此業務或已不是待支付',
    en: 'This payment record is not a pending instalment of this business',
  },
  'admin.noticeAudience': {
    zh: '请选择一位会员或全部会员（二选一）',
    hk: '請選擇一位會員或全部會員（二選一）',
    en: 'Choose either one member or all members',
  },
  'admin.memberNotFound': {
    zh: '没有使用此邮箱的会员',
    hk: '沒有使用此電郵的會員',
    en: 'No member has this e-mail',
  },
  'admin.orderNoTaken': {
    zh: '订单号已存在',
    hk: '訂單號已存在',
    en: 'This order number is already used',
  },
  'admin.businessExists': {
    zh: '该预约已有业务',
    hk: '該預約已有業務',
    en: 'This reservation already has a business',
  },
  'admin.sameStatus': {
    zh: '业务已是该状态',
    hk: '業務已是該狀態',
    en: 'The business already has this status',
  },
  'admin.statusRace': {
    zh: '状态刚被修改，请重试',
    hk: '狀態剛被修改，請重試',
    en: 'The status was just changed; try again',
  },
  'admin.fileType': {
    zh: '仅接受 PDF、JPEG、PNG 或 WebP 文件',
    hk: '僅接受 PDF、JPEG、PNG 或 WebP 文件',
    en: 'Only PDF, JPEG, PNG or WebP files are accepted',
  },
  'admin.fileTooLarge': {
    zh: '文件不能超过 10 MB',
    hk: '文件不能超過 10 MB',
    en: 'The file must be at most 10 MB',
  },
  'admin.fileActive': labelsOf(pdfActiveRefusal),
  'admin.fileUnreadable': {
    zh: '无法读取该图片，或图片尺寸过大（每边最多 20000 像素，总计最多 5000 万像素）',
    hk: '無法讀取該圖片，或圖片尺寸過大（每邊最多 20000 像素，總計最多 5000 萬像素）',
    en: 'The image cannot be read or is too large (at most 20000 pixels a side and 50 megapixels)',
  },
  'admin.fileRequired': {
    zh: '请选择文件',
    hk: '請選擇文件',
    en: 'Please attach a file',
  },
  'admin.nothingToChange': {
    zh: '请至少选择一个需修改的部分或文件',
    hk: '請至少選擇一個需修改的部分或文件',
    en: 'Name at least one section or upload to change',
  },
  'admin.noReservation': {
    zh: '该业务没有预约资料',
    hk: '該業務沒有預約資料',
    en: 'This business has no reservation',
  },
  'admin.notSubmitted': {
    zh: '只有已提交的预约可以退回修改',
    hk: '只有已提交的預約可以退回修改',
    en: 'Only a submitted reservation can be sent back for changes',
  },
  'admin.notSubmittedAccept': {
    zh: '预约尚未提交，不能受理',
    hk: '預約尚未提交，不能受理',
    en: 'The reservation has not been submitted, so it cannot be accepted',
  },
  'admin.changesPending': {
    zh: '已要求客户修改，请待客户重新提交后再受理',
    hk: '已要求客戶修改，請待客戶重新提交後再受理',
    en: 'Changes are requested: wait until the member submits again',
  },
  'admin.staffEmailTaken': {
    zh: '已有员工使用此邮箱',
    hk: '已有員工使用此電郵',
    en: 'A member of staff already uses this e-mail',
  },
  'admin.staffNotFound': {
    zh: '没有使用此邮箱的员工',
    hk: '沒有使用此電郵的員工',
    en: 'No member of staff has this e-mail',
  },
  'admin.selfDisable': {
    zh: '不能停用自己的账号',
    hk: '不能停用自己的帳號',
    en: 'You cannot disable your own account',
  },
  'admin.selfDemote': {
    zh: '不能取消自己的管理员角色',
    hk: '不能取消自己的管理員角色',
    en: 'You cannot take away your own admin role',
  },
  'admin.assigneeUnknown': {
    zh: '请从列表中选择一位在职员工',
    hk: '請從列表中選擇一位在職員工',
    en: 'Choose an active member of staff from the list',
  },
  'admin.assigneeOutsideBook': {
    zh: '该代理人的客户名册中没有此记录，无法指派给他',
    hk: '該代理人的客戶名冊中沒有此記錄，無法指派給他',
    en: "This is not in that agent's book, so it cannot be assigned to them",
  },
} satisfies LabelCatalog;

/** As the server's message lookup reads them (setFeatureMessages). */
export const adminMessages = catalogOf(adminTexts);

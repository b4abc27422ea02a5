import type { Labels } from '@app/contract/codes';

/**
 * What each list's export holds: its columns in order, each a path into the list's row (dots go
 * into nested objects) with its header in each language. The rows are the list's own answer, so
 * an export shows no more than the list does (ID numbers stay masked, as on screen).
 */
export interface Column {
  path: string;
  /** The header, a Labels row like every table's (read with labelIn). */
  label: Labels;
}

const col = (path: string, zh: string, hk: string, en: string): Column => ({
  path,
  label: { zh, hk, en },
});

/** Columns several lists share, written once. */
const same = {
  memberName: col('memberName', '客户姓名', '客戶姓名', 'Member'),
  productType: col('productType', '产品类型', '產品類型', 'Product type'),
  status: col('status', '状态', '狀態', 'Status'),
  orderNo: col('orderNo', '订单号', '訂單號', 'Order no.'),
  createdAt: col('createdAt', '创建时间', '建立時間', 'Created'),
  insurer: col('insurer', '保险公司', '保險公司', 'Insurer'),
  name: col('name', '姓名', '姓名', 'Name'),
  email: col('email', '邮箱', '電郵', 'E-mail'),
  currency: col('currency', '币种', '幣種', 'Currency'),
  disabled: col('disabled', '已停用', '已停用', 'Disabled'),
};

const member = [same.memberName, col('memberEmail', '客户邮箱', '客戶電郵', 'E-mail')];

/** The languages a text is kept in (the row's keys) and their names in the headers. */
const languages = [
  ['zhCN', '简体中文', '簡體中文', 'Simplified Chinese'],
  ['zhHK', '繁体中文', '繁體中文', 'Traditional Chinese'],
  ['enUS', '英文', '英文', 'English'],
] as const;

/** A text kept in each language (a notice's title, its body): a column per language. */
const inEachLanguage = (path: string, zh: string, hk: string, en: string): Column[] =>
  languages.map(([key, inZh, inHk, inEn]) =>
    col(`${path}.${key}`, `${zh}（${inZh}）`, `${hk}（${inHk}）`, `${en} (${inEn})`),
  );

export const exportColumns = {
  appointments: [
    col('token', '预约令牌', '預約令牌', 'Reservation'),
    same.productType,
    same.status,
    col('review', '审核', '審核', 'Review'),
    same.orderNo,
    same.memberName,
    col('creatorEmail', '创建人邮箱', '建立人電郵', 'Created by'),
    col('fillerEmail', '填写人邮箱', '填寫人電郵', 'Filled in by'),
    col('invitedEmail', '受邀邮箱', '受邀電郵', 'Invited'),
    same.createdAt,
    col('submittedAt', '提交时间', '提交時間', 'Submitted'),
  ],
  audit: [
    col('at', '时间', '時間', 'Time'),
    col('actor.name', '操作人', '操作人', 'By'),
    col('actor.type', '操作人类型', '操作人類型', 'Actor type'),
    col('action', '操作', '操作', 'Action'),
    col('objectType', '对象类型', '對象類型', 'Object type'),
    col('objectId', '对象编号', '對象編號', 'Object ID'),
    col('object.label', '对象', '對象', 'Object'),
    col('changes', '变更', '變更', 'Changes'),
  ],
  businesses: [
    same.orderNo,
    col('policyNo', '保单号', '保單號', 'Policy no.'),
    same.status,
    same.productType,
    same.insurer,
    col('productName', '产品名称', '產品名稱', 'Product'),
    ...member,
    col('updatedAt', '更新时间', '更新時間', 'Updated'),
    // DESIGN.md: the businesses export carries the business's remarks beside the list's columns.
    col('remarks', '备注', '備註', 'Remarks'),
  ],
  members: [
    same.name,
    same.email,
    col('mobile', '手机', '流動電話', 'Mobile'),
    col('staffName', '所属顾问', '所屬顧問', 'Agent'),
    col('createdAt', '注册时间', '註冊時間', 'Registered'),
  ],
  notices: [
    col('createdAt', '发送时间', '發送時間', 'Sent'),
    col('kind', '类型', '類型', 'Kind'),
    ...member,
    ...inEachLanguage('title', '标题', '標題', 'Title'),
    ...inEachLanguage('body', '内容', '內容', 'Text'),
    col('link', '链接', '連結', 'Link'),
    col('createdBy', '发送人', '發送人', 'Sent by'),
    col('reads', '已读人数', '已讀人數', 'Read by'),
  ],
  payees: [
    col('name', '收款人', '收款人', 'Payee'),
    col('bankName', '银行', '銀行', 'Bank'),
    col('accountNo', '账号', '帳號', 'Account no.'),
    col('swift', 'SWIFT', 'SWIFT', 'SWIFT'),
    same.currency,
    same.insurer,
    same.disabled,
    same.createdAt,
  ],
  remittances: [
    col('createdAt', '提交时间', '提交時間', 'Submitted'),
    same.status,
    same.orderNo,
    ...member,
    col('amount', '金额', '金額', 'Amount'),
    same.currency,
    col('remitDate', '汇款日期', '匯款日期', 'Remitted on'),
    col('payee.name', '收款人', '收款人', 'Payee'),
    col('payee.bankName', '银行', '銀行', 'Bank'),
    col('note', '备注', '備註', 'Note'),
    col('decidedAt', '处理时间', '處理時間', 'Decided'),
  ],
  staff: [
    same.name,
    same.email,
    col('role', '角色', '角色', 'Role'),
    col('inviteCode', '邀请码', '邀請碼', 'Invite code'),
    same.disabled,
    same.createdAt,
  ],
} satisfies Record<string, Column[]>;

export type ExportList = keyof typeof exportColumns;

/**
 * What each list's export holds: its columns in order, each a path into the list's row (dots go
 * into nested objects) with its header in both languages. The rows are the list's own answer, so
 * an export shows no more than the list does (ID numbers stay masked, as on screen).
 */
export interface Column {
  path: string;
  'zh-CN': string;
  'en-US': string;
}

const col = (path: string, zh: string, en: string): Column => ({
  path,
  'zh-CN': zh,
  'en-US': en,
});

/** Columns several lists share, written once. */
const same = {
  memberName: col('memberName', '客户姓名', 'Member'),
  productType: col('productType', '产品类型', 'Product type'),
  status: col('status', '状态', 'Status'),
  orderNo: col('orderNo', '订单号', 'Order no.'),
  createdAt: col('createdAt', '创建时间', 'Created'),
  insurer: col('insurer', '保险公司', 'Insurer'),
  name: col('name', '姓名', 'Name'),
  email: col('email', '邮箱', 'E-mail'),
  currency: col('currency', '币种', 'Currency'),
  disabled: col('disabled', '已停用', 'Disabled'),
};

const member = [same.memberName, col('memberEmail', '客户邮箱', 'E-mail')];

export const exportColumns = {
  appointments: [
    col('token', '预约令牌', 'Reservation'),
    same.productType,
    same.status,
    col('review', '审核', 'Review'),
    same.orderNo,
    same.memberName,
    col('creatorEmail', '创建人邮箱', 'Created by'),
    col('fillerEmail', '填写人邮箱', 'Filled in by'),
    col('invitedEmail', '受邀邮箱', 'Invited'),
    same.createdAt,
    col('submittedAt', '提交时间', 'Submitted'),
  ],
  audit: [
    col('at', '时间', 'Time'),
    col('actor.name', '操作人', 'By'),
    col('actor.type', '操作人类型', 'Actor type'),
    col('action', '操作', 'Action'),
    col('objectType', '对象类型', 'Object type'),
    col('objectId', '对象编号', 'Object ID'),
    col('object.label', '对象', 'Object'),
    col('changes', '变更', 'Changes'),
  ],
  businesses: [
    same.orderNo,
    col('policyNo', '保单号', 'Policy no.'),
    same.status,
    same.productType,
    same.insurer,
    col('productName', '产品名称', 'Product'),
    ...member,
    col('updatedAt', '更新时间', 'Updated'),
    // DESIGN.md: the businesses export carries the business's remarks beside the list's columns.
    col('remarks', '备注', 'Remarks'),
  ],
  members: [
    same.name,
    same.email,
    col('mobile', '手机', 'Mobile'),
    col('staffName', '所属顾问', 'Agent'),
    col('createdAt', '注册时间', 'Registered'),
  ],
  notices: [
    col('createdAt', '发送时间', 'Sent'),
    col('kind', '类型', 'Kind'),
    ...member,
    col('title.zhCN', '标题（中文）', 'Title (Chinese)'),
    col('title.enUS', '标题（英文）', 'Title (English)'),
    col('body.zhCN', '内容（中文）', 'Text (Chinese)'),
    col('body.enUS', '内容（英文）', 'Text (English)'),
    col('link', '链接', 'Link'),
    col('createdBy', '发送人', 'Sent by'),
    col('reads', '已读人数', 'Read by'),
  ],
  payees: [
    col('name', '收款人', 'Payee'),
    col('bankName', '银行', 'Bank'),
    col('accountNo', '账号', 'Account no.'),
    col('swift', 'SWIFT', 'SWIFT'),
    same.currency,
    same.insurer,
    same.disabled,
    same.createdAt,
  ],
  remittances: [
    col('createdAt', '提交时间', 'Submitted'),
    same.status,
    same.orderNo,
    ...member,
    col('amount', '金额', 'Amount'),
    same.currency,
    col('remitDate', '汇款日期', 'Remitted on'),
    col('payee.name', '收款人', 'Payee'),
    col('payee.bankName', '银行', 'Bank'),
    col('note', '备注', 'Note'),
    col('decidedAt', '处理时间', 'Decided'),
  ],
  staff: [
    same.name,
    same.email,
    col('role', '角色', 'Role'),
    col('inviteCode', '邀请码', 'Invite code'),
    same.disabled,
    same.createdAt,
  ],
} satisfies Record<string, Column[]>;

export type ExportList = keyof typeof exportColumns;

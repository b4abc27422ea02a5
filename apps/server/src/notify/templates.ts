import { labelIn } from '@app/contract/codes';
import type { Labels, Language } from '@app/contract/codes';
import { textIn } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';

/**
 * The texts of every event and reminder, a Labels row per text (`satisfies LabelCatalog`: a
 * missing translation is a type error). A notice keeps all three; its e-mail is rendered in the
 * member's
 * (mail/mails.ts noticeMail, with the mail's own words from mail/catalog.ts).
 */
export const notifyMessages = {
  'notify.statusChanged.title': {
    zh: '业务 {{orderNo}} 状态更新：{{status}}',
    hk: '業務 {{orderNo}} 狀態更新：{{status}}',
    en: 'Business {{orderNo}}: {{status}}',
  },
  'notify.statusChanged.body': {
    zh: '您的业务（{{refs}}）状态由「{{from}}」变为「{{status}}」。',
    hk: '您的業務（{{refs}}）狀態由「{{from}}」變為「{{status}}」。',
    en: 'The status of your business ({{refs}}) changed from "{{from}}" to "{{status}}".',
  },
  'notify.documentAdded.title': {
    zh: '业务 {{orderNo}} 有新文件',
    hk: '業務 {{orderNo}} 有新文件',
    en: 'New document for business {{orderNo}}',
  },
  'notify.documentAdded.body': {
    zh: '文件「{{name}}」已添加到您的业务（{{refs}}）。',
    hk: '文件「{{name}}」已添加到您的業務（{{refs}}）。',
    en: 'The document "{{name}}" was added to your business ({{refs}}).',
  },
  'notify.paymentRecorded.title': {
    zh: '业务 {{orderNo}} 已记录缴费',
    hk: '業務 {{orderNo}} 已記錄繳費',
    en: 'Payment recorded for business {{orderNo}}',
  },
  'notify.paymentRecorded.body': {
    zh: '您的业务（{{refs}}）已记录一笔 {{date}} 的缴费：{{money}}。',
    hk: '您的業務（{{refs}}）已記錄一筆 {{date}} 的繳費：{{money}}。',
    en: 'A payment of {{money}} dated {{date}} was recorded for your business ({{refs}}).',
  },
  'notify.remittanceConfirmed.title': {
    zh: '汇款已确认：{{money}}',
    hk: '匯款已確認：{{money}}',
    en: 'Remittance confirmed: {{money}}',
  },
  'notify.remittanceConfirmed.body': {
    zh: '您 {{date}} 的汇款 {{money}}（{{refs}}）已确认，并已记为缴费。',
    hk: '您 {{date}} 的匯款 {{money}}（{{refs}}）已確認，並已記為繳費。',
    en: 'Your remittance of {{money}} on {{date}} ({{refs}}) was confirmed and recorded as a payment.',
  },
  'notify.remittanceRejected.title': {
    zh: '汇款未能确认：{{money}}',
    hk: '匯款未能確認：{{money}}',
    en: 'Remittance not confirmed: {{money}}',
  },
  'notify.remittanceRejected.body': {
    zh: '您 {{date}} 的汇款 {{money}}（{{refs}}）未能确认。',
    hk: '您 {{date}} 的匯款 {{money}}（{{refs}}）未能確認。',
    en: 'Your remittance of {{money}} on {{date}} ({{refs}}) could not be confirmed.',
  },
  'notify.changesRequested.title': {
    zh: '请修改您的{{product}}预约资料',
    hk: '請修改您的{{product}}預約資料',
    en: 'Please update your {{product}} reservation',
  },
  'notify.changesRequested.body': {
    zh: '我们需要您修改以下部分后重新提交：{{sections}}。',
    hk: '我們需要您修改以下部分後重新提交：{{sections}}。',
    en: 'Please change these parts and submit again: {{sections}}.',
  },
  'notify.reservationOpen.title': {
    zh: '您的{{product}}预约尚未提交',
    hk: '您的{{product}}預約尚未提交',
    en: 'Your {{product}} reservation is not submitted yet',
  },
  'notify.reservationOpen.body': {
    zh: '您于 {{date}} 开始的{{product}}预约还没有提交，请补全资料并提交。',
    hk: '您於 {{date}} 開始的{{product}}預約還沒有提交，請補全資料並提交。',
    en: 'The {{product}} reservation you opened on {{date}} is not submitted yet. Please complete and submit it.',
  },
  'notify.draftExpiring.title': {
    zh: '您的{{product}}预约草稿将于 {{date}} 删除',
    hk: '您的{{product}}預約草稿將於 {{date}} 刪除',
    en: 'Your {{product}} reservation draft will be deleted on {{date}}',
  },
  'notify.draftExpiring.body': {
    zh: '您的{{product}}预约自 {{saved}} 起未保存也未提交。为保护您的个人资料，未提交的草稿会在 90 天后连同上传的文件一并删除；如需保留，请在 {{date}} 前打开并保存或提交。',
    hk: '您的{{product}}預約自 {{saved}} 起未儲存也未提交。為保護您的個人資料，未提交的草稿會在 90 天後連同上載的文件一併刪除；如需保留，請在 {{date}} 前打開並儲存或提交。',
    en: 'Your {{product}} reservation has not been saved or submitted since {{saved}}. To protect your personal data, drafts not submitted within 90 days are deleted with their files: open it and save or submit it before {{date}} to keep it.',
  },
  'notify.paymentDue.title': {
    zh: '业务 {{orderNo}} 将于 {{date}} 缴费',
    hk: '業務 {{orderNo}} 將於 {{date}} 繳費',
    en: 'Payment due on {{date}} for business {{orderNo}}',
  },
  'notify.paymentDue.body': {
    zh: '您的业务（{{refs}}）下次缴费日为 {{date}}，还有 {{days}} 天。',
    hk: '您的業務（{{refs}}）下次繳費日為 {{date}}，還有 {{days}} 天。',
    en: 'The next payment of your business ({{refs}}) is due on {{date}}, in {{days}} days.',
  },
  'notify.paymentOverdue.title': {
    zh: '业务 {{orderNo}} 已逾期缴费',
    hk: '業務 {{orderNo}} 已逾期繳費',
    en: 'Payment overdue for business {{orderNo}}',
  },
  'notify.paymentOverdue.body': {
    zh: '您的业务（{{refs}}）缴费日 {{date}} 已过，请尽快缴费。',
    hk: '您的業務（{{refs}}）繳費日 {{date}} 已過，請儘快繳費。',
    en: 'The payment of your business ({{refs}}) was due on {{date}}. Please pay it soon.',
  },
  'notify.coolingOff.title': {
    zh: '业务 {{orderNo}} 冷静期即将结束',
    hk: '業務 {{orderNo}} 冷靜期即將結束',
    en: 'Cooling-off period of business {{orderNo}} ends soon',
  },
  'notify.coolingOff.body': {
    zh: '您的业务（{{refs}}）冷静期将于 {{date}} 结束。',
    hk: '您的業務（{{refs}}）冷靜期將於 {{date}} 結束。',
    en: 'The cooling-off period of your business ({{refs}}) ends on {{date}}.',
  },
  'notify.refs.order': {
    zh: '订单号 {{orderNo}}',
    hk: '訂單號 {{orderNo}}',
    en: 'order no. {{orderNo}}',
  },
  'notify.refs.policy': {
    zh: '保单号 {{policyNo}}',
    hk: '保單號 {{policyNo}}',
    en: 'policy no. {{policyNo}}',
  },
  'notify.refs.separator': { zh: '，', hk: '，', en: ', ' },
  'notify.list.separator': { zh: '、', hk: '、', en: ', ' },
  'notify.note': {
    zh: '备注：{{note}}',
    hk: '備註：{{note}}',
    en: 'Note: {{note}}',
  },
} satisfies LabelCatalog;

export type NotifyKey = keyof typeof notifyMessages;

export const notifyText = (key: NotifyKey, lang: Language, params?: Record<string, unknown>) =>
  textIn(notifyMessages, key, lang, params);

/** A message's parts in one language: a title, then paragraphs (a note is one of them). */
export type Render = (lang: Language) => { title: string; body: string };

/** A message in each stored half (zh, hk, en: the Labels of migration 025): what a notice keeps. */
export type StoredText = Record<keyof Labels, ReturnType<Render>>;

/** A stored message's title and body in one language (an announcement staff wrote in each). */
export const inLanguage = (message: { title: Labels; body: Labels }, lang: Language) => ({
  title: labelIn(lang, message.title),
  body: labelIn(lang, message.body),
});

export function storedText(render: Render): StoredText {
  return { zh: render('zh-CN'), hk: render('zh-HK'), en: render('en-US') };
}

/** "order no. X, policy no. Y" (the policy number once there is one). */
export function businessRefs(
  lang: Language,
  business: { orderNo: string; policyNo: string | null },
): string {
  const parts = [notifyText('notify.refs.order', lang, { orderNo: business.orderNo })];
  if (business.policyNo) {
    parts.push(notifyText('notify.refs.policy', lang, { policyNo: business.policyNo }));
  }
  return parts.join(notifyText('notify.refs.separator', lang));
}

/** The body, with the staff note as a paragraph of its own when there is one. */
export function withNote(lang: Language, body: string, note: string | null | undefined): string {
  const trimmed = (note ?? '').trim();
  return trimmed ? `${body}\n${notifyText('notify.note', lang, { note: trimmed })}` : body;
}

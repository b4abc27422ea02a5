import { labelIn } from '@app/contract/codes';
import type { Labels, Language } from '@app/contract/codes';
import { translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';

/**
 * The texts of every event and reminder in both languages (`satisfies Catalog`: a missing
 * translation is a type error). A notice keeps both; its e-mail is rendered in the member's
 * (mail/mails.ts noticeMail, with the mail's own words from mail/catalog.ts).
 */
export const notifyMessages = {
  'notify.statusChanged.title': {
    'zh-CN': '业务 {{orderNo}} 状态更新：{{status}}',
    'zh-HK': '業務 {{orderNo}} 狀態更新：{{status}}',
    'en-US': 'Business {{orderNo}}: {{status}}',
  },
  'notify.statusChanged.body': {
    'zh-CN': '您的业务（{{refs}}）状态由「{{from}}」变为「{{status}}」。',
    'zh-HK': '您的業務（{{refs}}）狀態由「{{from}}」變為「{{status}}」。',
    'en-US': 'The status of your business ({{refs}}) changed from "{{from}}" to "{{status}}".',
  },
  'notify.documentAdded.title': {
    'zh-CN': '业务 {{orderNo}} 有新文件',
    'zh-HK': '業務 {{orderNo}} 有新文件',
    'en-US': 'New document for business {{orderNo}}',
  },
  'notify.documentAdded.body': {
    'zh-CN': '文件「{{name}}」已添加到您的业务（{{refs}}）。',
    'zh-HK': '文件「{{name}}」已添加到您的業務（{{refs}}）。',
    'en-US': 'The document "{{name}}" was added to your business ({{refs}}).',
  },
  'notify.paymentRecorded.title': {
    'zh-CN': '业务 {{orderNo}} 已记录缴费',
    'zh-HK': '業務 {{orderNo}} 已記錄繳費',
    'en-US': 'Payment recorded for business {{orderNo}}',
  },
  'notify.paymentRecorded.body': {
    'zh-CN': '您的业务（{{refs}}）已记录一笔 {{date}} 的缴费：{{money}}。',
    'zh-HK': '您的業務（{{refs}}）已記錄一筆 {{date}} 的繳費：{{money}}。',
    'en-US': 'A payment of {{money}} dated {{date}} was recorded for your business ({{refs}}).',
  },
  'notify.remittanceConfirmed.title': {
    'zh-CN': '汇款已确认：{{money}}',
    'zh-HK': '匯款已確認：{{money}}',
    'en-US': 'Remittance confirmed: {{money}}',
  },
  'notify.remittanceConfirmed.body': {
    'zh-CN': '您 {{date}} 的汇款 {{money}}（{{refs}}）已确认，并已记为缴费。',
    'zh-HK': '您 {{date}} 的匯款 {{money}}（{{refs}}）已確認，並已記為繳費。',
    'en-US':
      'Your remittance of {{money}} on {{date}} ({{refs}}) was confirmed and recorded as a payment.',
  },
  'notify.remittanceRejected.title': {
    'zh-CN': '汇款未能确认：{{money}}',
    'zh-HK': '匯款未能確認：{{money}}',
    'en-US': 'Remittance not confirmed: {{money}}',
  },
  'notify.remittanceRejected.body': {
    'zh-CN': '您 {{date}} 的汇款 {{money}}（{{refs}}）未能确认。',
    'zh-HK': '您 {{date}} 的匯款 {{money}}（{{refs}}）未能確認。',
    'en-US': 'Your remittance of {{money}} on {{date}} ({{refs}}) could not be confirmed.',
  },
  'notify.changesRequested.title': {
    'zh-CN': '请修改您的{{product}}预约资料',
    'zh-HK': '請修改您的{{product}}預約資料',
    'en-US': 'Please update your {{product}} reservation',
  },
  'notify.changesRequested.body': {
    'zh-CN': '我们需要您修改以下部分后重新提交：{{sections}}。',
    'zh-HK': '我們需要您修改以下部分後重新提交：{{sections}}。',
    'en-US': 'Please change these parts and submit again: {{sections}}.',
  },
  'notify.reservationOpen.title': {
    'zh-CN': '您的{{product}}预约尚未提交',
    'zh-HK': '您的{{product}}預約尚未提交',
    'en-US': 'Your {{product}} reservation is not submitted yet',
  },
  'notify.reservationOpen.body': {
    'zh-CN': '您于 {{date}} 开始的{{product}}预约还没有提交，请补全资料并提交。',
    'zh-HK': '您於 {{date}} 開始的{{product}}預約還沒有提交，請補全資料並提交。',
    'en-US':
      'The {{product}} reservation you opened on {{date}} is not submitted yet. Please complete and submit it.',
  },
  'notify.draftExpiring.title': {
    'zh-CN': '您的{{product}}预约草稿将于 {{date}} 删除',
    'zh-HK': '您的{{product}}預約草稿將於 {{date}} 刪除',
    'en-US': 'Your {{product}} reservation draft will be deleted on {{date}}',
  },
  'notify.draftExpiring.body': {
    'zh-CN':
      '您的{{product}}预约自 {{saved}} 起未保存也未提交。为保护您的个人资料，未提交的草稿会在 90 天后连同上传的文件一并删除；如需保留，请在 {{date}} 前打开并保存或提交。',
    'zh-HK':
      '您的{{product}}預約自 {{saved}} 起未儲存也未提交。為保護您的個人資料，未提交的草稿會在 90 天後連同上載的文件一併刪除；如需保留，請在 {{date}} 前打開並儲存或提交。',
    'en-US':
      'Your {{product}} reservation has not been saved or submitted since {{saved}}. To protect your personal data, drafts not submitted within 90 days are deleted with their files: open it and save or submit it before {{date}} to keep it.',
  },
  'notify.paymentDue.title': {
    'zh-CN': '业务 {{orderNo}} 将于 {{date}} 缴费',
    'zh-HK': '業務 {{orderNo}} 將於 {{date}} 繳費',
    'en-US': 'Payment due on {{date}} for business {{orderNo}}',
  },
  'notify.paymentDue.body': {
    'zh-CN': '您的业务（{{refs}}）下次缴费日为 {{date}}，还有 {{days}} 天。',
    'zh-HK': '您的業務（{{refs}}）下次繳費日為 {{date}}，還有 {{days}} 天。',
    'en-US': 'The next payment of your business ({{refs}}) is due on {{date}}, in {{days}} days.',
  },
  'notify.paymentOverdue.title': {
    'zh-CN': '业务 {{orderNo}} 已逾期缴费',
    'zh-HK': '業務 {{orderNo}} 已逾期繳費',
    'en-US': 'Payment overdue for business {{orderNo}}',
  },
  'notify.paymentOverdue.body': {
    'zh-CN': '您的业务（{{refs}}）缴费日 {{date}} 已过，请尽快缴费。',
    'zh-HK': '您的業務（{{refs}}）繳費日 {{date}} 已過，請儘快繳費。',
    'en-US': 'The payment of your business ({{refs}}) was due on {{date}}. Please pay it soon.',
  },
  'notify.coolingOff.title': {
    'zh-CN': '业务 {{orderNo}} 冷静期即将结束',
    'zh-HK': '業務 {{orderNo}} 冷靜期即將結束',
    'en-US': 'Cooling-off period of business {{orderNo}} ends soon',
  },
  'notify.coolingOff.body': {
    'zh-CN': '您的业务（{{refs}}）冷静期将于 {{date}} 结束。',
    'zh-HK': '您的業務（{{refs}}）冷靜期將於 {{date}} 結束。',
    'en-US': 'The cooling-off period of your business ({{refs}}) ends on {{date}}.',
  },
  'notify.refs.order': {
    'zh-CN': '订单号 {{orderNo}}',
    'zh-HK': '訂單號 {{orderNo}}',
    'en-US': 'order no. {{orderNo}}',
  },
  'notify.refs.policy': {
    'zh-CN': '保单号 {{policyNo}}',
    'zh-HK': '保單號 {{policyNo}}',
    'en-US': 'policy no. {{policyNo}}',
  },
  'notify.refs.separator': { 'zh-CN': '，', 'zh-HK': '，', 'en-US': ', ' },
  'notify.list.separator': { 'zh-CN': '、', 'zh-HK': '、', 'en-US': ', ' },
  'notify.note': {
    'zh-CN': '备注：{{note}}',
    'zh-HK': '備註：{{note}}',
    'en-US': 'Note: {{note}}',
  },
} satisfies Catalog;

export type NotifyKey = keyof typeof notifyMessages;

export const notifyText = (key: NotifyKey, lang: Language, params?: Record<string, unknown>) =>
  translate(notifyMessages, key, lang, params);

/** A message's parts in one language: a title, then paragraphs (a note is one of them). */
export type Render = (lang: Language) => { title: string; body: string };

/** A message in each stored half (zh, hk, en: the Labels of migration 024): what a notice keeps. */
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

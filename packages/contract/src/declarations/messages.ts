import type { Catalog } from '../messages.ts';

/**
 * What a submit without its declarations or signatures is refused with (data.fields keys
 * `declarations`, `signaturePolicyholder`, `signatureInsured`), and the signature kinds' labels.
 * The server translates with them (catalog.ts); the member app loads them with the reservation
 * screens, the console with its labels.
 */
export const declarationMessages = {
  'declarations.required': {
    'zh-CN': '请阅读个人资料收集声明及投保声明，并勾选同意事项',
    'zh-HK': '請閲讀個人資料收集聲明及投保聲明，並勾選同意事項',
    'en-US': 'Please read the statement and the declarations, and give your consent',
  },
  'declarations.outdated': {
    'zh-CN': '声明已更新，请重新阅读并确认',
    'zh-HK': '聲明已更新，請重新閲讀並確認',
    'en-US': 'The statement or the declarations have changed: please read them again and confirm',
  },
  'declarations.consentUse': {
    'zh-CN': '请同意收集及使用您的个人资料',
    'zh-HK': '請同意收集及使用您的個人資料',
    'en-US': 'Please consent to the collection and use of your personal data',
  },
  'declarations.consentSensitive': {
    'zh-CN': '请同意使用您的敏感个人资料',
    'zh-HK': '請同意使用您的敏感個人資料',
    'en-US': 'Please consent to the use of your sensitive personal data',
  },
  'declarations.consentCrossBorder': {
    'zh-CN': '请同意将您的个人资料转移至内地以外',
    'zh-HK': '請同意將您的個人資料轉移至內地以外',
    'en-US': 'Please consent to the transfer of your personal data outside the mainland',
  },
  'declarations.signPolicyholder': {
    'zh-CN': '提交前请在签名框内签名',
    'zh-HK': '提交前請在簽名框內簽名',
    'en-US': 'Please sign in the box before submitting',
  },
  'declarations.signInsured': {
    'zh-CN': '受保人亦须在签名框内签名',
    'zh-HK': '受保人亦須在簽名框內簽名',
    'en-US': 'The insured must sign in the box as well',
  },
  'field.signaturePolicyholder': {
    'zh-CN': '投保人签名',
    'zh-HK': '投保人簽名',
    'en-US': "Policyholder's signature",
  },
  'field.signatureInsured': {
    'zh-CN': '受保人签名',
    'zh-HK': '受保人簽名',
    'en-US': "Insured's signature",
  },
} satisfies Catalog;

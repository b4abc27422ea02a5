import type { Resources } from '../../i18n/i18n';

/** Texts of "Scan ID" on an identity block (registered by the scan's lazy module, texts.ts). */
export const idScanMessages: Resources = {
  'zh-CN': {
    'idScan.button': '扫描证件',
    'idScan.hint':
      '拍摄香港身份证、内地居民身份证或护照资料页，自动填写身份信息。照片只在本机读取，不会上传。',
    'idScan.loading': '正在准备识别（{{percent}}%）…',
    'idScan.reading': '正在识别证件（{{percent}}%）…',
    'idScan.filled': '已从证件填写 {{count}} 项，请逐项核对',
    'idScan.nothing': '未能可靠地识别证件，请重新拍摄清晰的照片，或直接填写',
    'idScan.failed': '无法启动证件识别，请直接填写',
    'idScan.check': '从证件读取，请核对',
    'idScan.confirm': '无误',
    'idScan.confirmField': '确认{{label}}无误',
  },
  'zh-HK': {
    'idScan.button': '掃描證件',
    'idScan.hint':
      '拍攝香港身份證、內地居民身份證或護照資料頁，自動填寫身份訊息。照片只在本機讀取，不會上載。',
    'idScan.loading': '正在準備識別（{{percent}}%）…',
    'idScan.reading': '正在識別證件（{{percent}}%）…',
    'idScan.filled': '已從證件填寫 {{count}} 項，請逐項核對',
    'idScan.nothing': '未能可靠地識別證件，請重新拍攝清晰的照片，或直接填寫',
    'idScan.failed': '無法啓動證件識別，請直接填寫',
    'idScan.check': '從證件讀取，請核對',
    'idScan.confirm': '無誤',
    'idScan.confirmField': '確認{{label}}無誤',
  },
  'en-US': {
    'idScan.button': 'Scan ID',
    'idScan.hint':
      'Take a photo of a Hong Kong ID card, a mainland resident ID card or a passport data page to fill in your identity details. The photo is read on this device only and never uploaded.',
    'idScan.loading': 'Getting ready to read ({{percent}}%)…',
    'idScan.reading': 'Reading your document ({{percent}}%)…',
    'idScan.filled': '{{count}} fields filled from your document: please check each one',
    'idScan.nothing':
      'The document could not be read reliably. Try a sharper photo, or type the details in.',
    'idScan.failed': 'The ID scan could not start. Please type the details in.',
    'idScan.check': 'Read from your document: please check',
    'idScan.confirm': 'Correct',
    'idScan.confirmField': '{{label}} is correct',
  },
};

import type { Catalog } from '@app/contract/messages';
import { pdfActiveRefusal } from '../../files/pdf-active-content.ts';

/** Why a file was refused: shown beside the file field (data.fields.file) in both languages. */
export const uploadMessages = {
  'upload.badType': {
    'zh-CN': '不支持该文件类型，请上传 JPG、PNG、WebP 图片或 PDF',
    'zh-HK': '不支持該文件類型，請上載 JPG、PNG、WebP 圖片或 PDF',
    'en-US': 'Unsupported file type: please upload a JPG, PNG or WebP image, or a PDF',
  },
  'upload.pdfOnly': {
    'zh-CN': '请上传 PDF 文件',
    'zh-HK': '請上載 PDF 文件',
    'en-US': 'Please upload a PDF file',
  },
  'upload.signaturePng': {
    'zh-CN': '签名须为 PNG 图片',
    'zh-HK': '簽名須為 PNG 圖片',
    'en-US': 'A signature must be a PNG image',
  },
  'upload.dimensions': {
    'zh-CN': '图片尺寸过大（每边最多 20000 像素，总计最多 5000 万像素）',
    'zh-HK': '圖片尺寸過大（每邊最多 20000 像素，總計最多 5000 萬像素）',
    'en-US': 'The image is too large (at most 20000 pixels a side and 50 megapixels)',
  },
  'upload.signatureSize': {
    'zh-CN': '签名图片过大（最多 2000 × 1000 像素、1 MB）',
    'zh-HK': '簽名圖片過大（最多 2000 × 1000 像素、1 MB）',
    'en-US': 'The signature image is too large (at most 2000 × 1000 pixels and 1 MB)',
  },
  'upload.pdfActive': pdfActiveRefusal,
  'upload.unreadable': {
    'zh-CN': '无法读取该图片，请重新拍摄或选择其他文件',
    'zh-HK': '無法讀取該圖片，請重新拍攝或選擇其他文件',
    'en-US': 'The image cannot be read, please take it again or choose another file',
  },
  'upload.tooLarge': {
    'zh-CN': '文件不能超过 {{max}} MB',
    'zh-HK': '文件不能超過 {{max}} MB',
    'en-US': 'Files can be at most {{max}} MB',
  },
  'upload.quota': {
    'zh-CN': '您的上传空间已用完',
    'zh-HK': '您的上載空間已用完',
    'en-US': 'You have used all your upload space',
  },
} satisfies Catalog;

export type UploadRefusal = keyof typeof uploadMessages;

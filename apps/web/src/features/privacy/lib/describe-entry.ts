import type { AccessEntry } from '@app/contract/calls/privacy';
import { labelIn, type Language } from '@app/contract/codes';
import { enumLabel, isEnumValue } from '@app/contract/enums';
import { uploadRows } from '@app/contract/sections/upload-table';
import type { TFunction } from 'i18next';

/** Who opened it, in words: you, another member by name, staff by role, or a script. */
export function readerText(entry: AccessEntry, t: TFunction): string {
  const { who } = entry;
  if (who.self) return t(entry.via === 'export' ? 'privacy.who.selfExport' : 'privacy.who.self');
  if (who.kind === 'member') return t('privacy.who.member', { name: who.name ?? '' });
  if (who.kind === 'staff') {
    const role = who.role ? t(`privacy.role.${who.role}`, { defaultValue: who.role }) : '';
    return t('privacy.who.staff', { role });
  }
  return t('privacy.who.script');
}

/** What kind of file: the upload kind's label (ID card front …), a document, a slip. */
export function fileKindText(entry: AccessEntry, t: TFunction, lang: Language): string {
  const { file } = entry;
  if (file.type === 'upload') {
    const row = uploadRows.find((r) => r.key === file.uploadKind);
    if (row) return labelIn(lang, row);
  }
  return t(`privacy.file.${file.type}`);
}

/** What it belongs to: the business by order number, else the reservation by product. */
export function contextText(entry: AccessEntry, t: TFunction, lang: Language): string | null {
  if (entry.orderNo) return t('privacy.of.business', { orderNo: entry.orderNo });
  if (entry.productType && isEnumValue('productType', entry.productType)) {
    return t('privacy.of.reservation', {
      product: enumLabel('productType', entry.productType, lang),
    });
  }
  return null;
}

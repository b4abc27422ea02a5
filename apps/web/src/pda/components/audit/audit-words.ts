import { useCallback } from 'react';
import { isEnumValue } from '@app/contract/enums';
import type { EnumName } from '@app/contract/enums';
import type { AuditEntry } from '@app/contract/admin/api/audit';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../lib/format';

/**
 * Where a code field's words come from, tried in order: the contract's enumerations, then console
 * texts by prefix. A business's `status` is a business status; a review's `status` (on the same
 * business) is its reservation's, so both are tried.
 */
const codeSources: Record<string, (EnumName | `${string}.`)[]> = {
  status: ['businessStatus', 'paymentStatus', 'pda.reservationStatus.', 'pda.remittances.state.'],
  businessStatus: ['businessStatus'],
  productType: ['productType'],
  feeType: ['feeType'],
  ddaStatus: ['ddaStatus'],
  review: ['pda.reviewState.'],
  role: ['pda.role.'],
  sections: ['section.'],
  uploads: ['field.'],
  reason: ['pda.audit.reason.'],
  to: ['pda.audit.to.'],
};

/** Every action the server records (grep `recordAudit(`), each with a label in both languages. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'status',
  'setPassword',
  'resetPassword',
  'sendPasswordLink',
  'reveal',
  'resetMfa',
  'requestChanges',
  'accept',
  'read',
  'export',
  'deny',
  'confirm',
  'reject',
  'notice.send',
  'data.reencrypt',
  'files.encrypt',
  'files.copy',
  'data.backup',
  'mfaEnrol',
  'mfaRemove',
  'mfaRecoveryCodes',
  'assign',
  'note',
];

/** The object types the server names (audit-objects.ts): one without a name is gone. */
const namedTypes = new Set([
  'business',
  'appointment',
  'member',
  'staff',
  'payment',
  'document',
  'upload',
  'payee',
  'remittance',
]);

/** The words of an audit entry: field labels, values as words, the object's name. */
export function useAuditWords() {
  const { t, i18n } = useTranslation();
  const { label, language } = useFormat();
  const has = useCallback((key: string) => i18n.exists(key), [i18n]);

  /** A business's fields by the console's business labels; others by the log's own; never the key. */
  const fieldLabel = useCallback(
    (key: string) => {
      for (const candidate of [`pda.audit.field.${key}`, `pda.business.field.${key}`]) {
        if (has(candidate)) return t(candidate);
      }
      return t('pda.audit.field.other');
    },
    [has, t],
  );

  const code = useCallback(
    (field: string, value: string) => {
      for (const source of codeSources[field] ?? []) {
        if (source.endsWith('.')) {
          if (has(`${source}${value}`)) return t(`${source}${value}`);
        } else if (isEnumValue(source as EnumName, value)) {
          return label(source as EnumName, value);
        }
      }
      // A revealed field is named `section.field`: both parts have labels.
      const [section, key] = value.split('.');
      if (field === 'fields' && key && has(`section.${section}`) && has(`field.${key}`)) {
        return `${t(`section.${section}`)} · ${t(`field.${key}`)}`;
      }
      return value;
    },
    [has, label, t],
  );

  const valueText = useCallback(
    (field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return t(value ? 'pda.audit.yes' : 'pda.audit.no');
      if (Array.isArray(value)) {
        return value.length === 0 ? '—' : value.map((v) => valueText(field, v)).join(', ');
      }
      if (typeof value === 'string') {
        // A secret is logged as a mark ('(set)', '(changed)'), never itself.
        const mark = /^\((\w+)\)$/.exec(value)?.[1];
        if (mark && has(`pda.audit.mark.${mark}`)) return t(`pda.audit.mark.${mark}`);
        return code(field, value);
      }
      if (typeof value === 'object' && 'zhCN' in value && 'enUS' in value) {
        const texts = value as { zhCN: unknown; enUS: unknown };
        // Two halves (zhCN, enUS) as staff wrote them: zh-HK reads the Chinese one.
        return String(language === 'en-US' ? texts.enUS : texts.zhCN);
      }
      return typeof value === 'number' ? String(value) : JSON.stringify(value);
    },
    [code, has, language, t],
  );

  /** "business BO123", "reservation AbC… (Savings)"; the type alone when it has no name. */
  const objectText = useCallback(
    ({ objectType, object }: Pick<AuditEntry, 'objectType' | 'object'>) => {
      const known = has(`pda.audit.noun.${objectType}`);
      const type = t(known ? `pda.audit.noun.${objectType}` : 'pda.audit.noun.other');
      if (object.label === null) {
        const gone = namedTypes.has(objectType)
          ? 'pda.audit.objectGone'
          : 'pda.audit.objectUnnamed';
        return t(gone, { type });
      }
      const product = objectType === 'appointment' && object.productType;
      const name = product ? `${object.label} (${label('productType', product)})` : object.label;
      return t('pda.audit.object', { type, label: name });
    },
    [has, label, t],
  );

  return { fieldLabel, valueText, objectText };
}

import { useTranslation } from '../../../i18n/use-translation';
import { useAuditWords } from './audit-words';

function isBeforeAfter(value: unknown): value is { before?: unknown; after?: unknown } {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    ('before' in (value as object) || 'after' in (value as object))
  );
}

/**
 * What an entry changed, by field label with the values in words. The log keeps the fields before
 * and after ({field: {before, after}} or {before: {...}, after: {...}}), or a note ({field: value}).
 */
export function AuditChanges({ changes }: { changes: unknown }) {
  const { t } = useTranslation();
  const { fieldLabel, valueText } = useAuditWords();
  if (!changes || typeof changes !== 'object') return null;
  let rows: [string, unknown, unknown][];
  if (isBeforeAfter(changes)) {
    const before = (changes.before ?? {}) as Record<string, unknown>;
    const after = (changes.after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    rows = keys.map((key) => [key, before[key], after[key]]);
  } else {
    rows = Object.entries(changes as Record<string, unknown>).map(([key, value]) =>
      isBeforeAfter(value) ? [key, value.before, value.after] : [key, undefined, value],
    );
  }
  if (rows.length === 0) return null;
  return (
    <table className="audit-changes">
      <thead>
        <tr>
          <th scope="col">{t('pda.audit.field')}</th>
          <th scope="col">{t('pda.audit.before')}</th>
          <th scope="col">{t('pda.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, before, after]) => (
          <tr key={key}>
            <th scope="row">{fieldLabel(key)}</th>
            <td>{valueText(key, before)}</td>
            <td>{valueText(key, after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

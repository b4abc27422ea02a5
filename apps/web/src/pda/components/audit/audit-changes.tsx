import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@app/contract/admin/api/audit';
import { useTranslation } from '../../../i18n/use-translation';
import { consolePaths } from '../../lib/paths';
import { useAuditWords } from './audit-words';

type Named = AuditEntry['refs'][string];

/** The page of an object a change names by id: a member, a reservation or a business. */
function refHref(object: Named): string | null {
  if (object.memberId) return consolePaths.memberHref(object.memberId);
  if (object.token) return consolePaths.reservationHref(object.token);
  if (object.businessId) return consolePaths.businessHref(object.businessId);
  return null;
}

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
export function AuditChanges({
  changes,
  refs = {},
}: {
  changes: unknown;
  /** The objects the server named for ids among the values: shown by name, linked. */
  refs?: AuditEntry['refs'];
}) {
  const { t } = useTranslation();
  const { fieldLabel, valueText } = useAuditWords();
  const cell = (key: string, value: unknown): ReactNode => {
    const named = typeof value === 'string' ? refs[value] : undefined;
    if (!named?.label) return valueText(key, value);
    const href = refHref(named);
    return href ? <Link to={href}>{named.label}</Link> : named.label;
  };
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
            <td>{cell(key, before)}</td>
            <td>{cell(key, after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';

export interface FieldRow {
  key: string;
  label: string;
  value: ReactNode;
}

export const MISSING = '—';

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs; a value the back office has not filled in yet shows '—'. */
export function FieldList({ rows }: { rows: FieldRow[] }) {
  return (
    <dl className="field-list">
      {rows.map((row) => (
        <div key={row.key} className="field-list__row" data-field={row.key}>
          <dt>{row.label}</dt>
          <dd>{isBlank(row.value) ? MISSING : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

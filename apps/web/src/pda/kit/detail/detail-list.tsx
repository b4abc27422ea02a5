import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** One label/value pair of a record; an empty value (null, '', false) is not shown. */
export interface DetailItem {
  /** Catalog key of the label. */
  label: string;
  value: ReactNode;
  /** Kept as React key and data-field, what tests and styles find a row by. */
  name?: string;
  testId?: string;
}

/**
 * A record's fields as a description list, from a declaration: every console detail (member,
 * reservation, remittance, a reservation's section) reads the same way.
 */
export function DetailList({
  items,
  card,
  showEmpty,
}: {
  items: readonly DetailItem[];
  card?: boolean;
  /** Every declared field, empty ones too (a section read against its form). */
  showEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const filled = (value: ReactNode) =>
    value !== null && value !== undefined && value !== '' && value !== false;
  return (
    <dl className={card ? 'console-fields console-card' : 'console-fields'}>
      {items
        .filter((item) => showEmpty || filled(item.value))
        .map((item) => (
          <div
            key={item.name ?? item.label}
            className="console-fields__row"
            data-field={item.name}
            data-testid={item.testId}
          >
            <dt>{t(item.label)}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}

import type { AuditEntry } from '@app/contract/admin/api/audit';
import { useFormat } from '../../lib/format';
import { AuditChanges } from './audit-changes';
import { AuditSentence } from './audit-sentence';

/** One entry of the log: the sentence, when, and the fields it changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { dateTime } = useFormat();
  return (
    <li className="console-list__item audit-entry" data-testid="audit-entry">
      <p className="console-list__title">
        <AuditSentence entry={entry} />
      </p>
      <p className="console-list__meta">
        <time dateTime={entry.at}>{dateTime(entry.at)}</time>
      </p>
      <AuditChanges changes={entry.changes} refs={entry.refs} />
    </li>
  );
}

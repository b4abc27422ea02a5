import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@app/contract/admin/api/audit';
import { useTranslation } from '../../../i18n/use-translation';
import { consolePaths } from '../../lib/paths';
import { useAuditWords } from './audit-words';

/** Stand-ins for the person and the object in a translated sentence, replaced by nodes after. */
const ACTOR = '\u2063actor\u2063';
const OBJECT = '\u2063object\u2063';

/** The object's own page: a business, a reservation or a member; none for the others. */
function objectHref({ objectType, object }: Pick<AuditEntry, 'objectType' | 'object'>) {
  if (object.label === null) return null;
  if (objectType === 'member' && object.memberId) return consolePaths.memberHref(object.memberId);
  if ((objectType === 'appointment' || objectType === 'upload') && object.token) {
    return consolePaths.reservationHref(object.token);
  }
  if (object.businessId) return consolePaths.businessHref(object.businessId);
  return null;
}

/** The status change an entry records, when it records one. */
function statusChange(changes: unknown) {
  const status = (changes as { status?: { before?: unknown; after?: unknown } } | null)?.status;
  return status && typeof status === 'object' && 'after' in status ? status : null;
}

/**
 * One audit entry as a sentence in the reader's language: "陈大文 把 业务 BO1 的状态由 待缴费
 * 改为 已生效", the object a link to its page. An action without a sentence of its own gets the
 * generic one, never its key.
 */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const { objectText, valueText } = useAuditWords();
  const status = entry.action === 'status' ? statusChange(entry.changes) : null;
  const action =
    entry.action === 'status' && !status
      ? 'update'
      : i18n.exists(`pda.audit.say.${entry.action}`)
        ? entry.action
        : 'other';
  const text = t(`pda.audit.say.${action}`, {
    actor: ACTOR,
    object: OBJECT,
    from: valueText('status', status?.before),
    to: valueText('status', status?.after),
  });
  // The server's jobs and scripts holding ADMIN_TOKEN have no person's name.
  const actor =
    entry.actor.type === 'system' || entry.actor.type === 'script'
      ? t(`pda.audit.actor.${entry.actor.type}`)
      : (entry.actor.name ?? '—');
  const href = objectHref(entry);
  const object = objectText(entry);
  const nodes: Record<string, ReactNode> = {
    [ACTOR]: <strong>{actor}</strong>,
    [OBJECT]: href ? <Link to={href}>{object}</Link> : object,
  };
  return (
    <span className="audit-sentence">
      {text.split(/(\u2063\w+\u2063)/).map((part, i) => (
        <Fragment key={i}>{nodes[part] ?? part}</Fragment>
      ))}
    </span>
  );
}

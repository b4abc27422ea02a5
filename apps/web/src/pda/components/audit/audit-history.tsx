import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryState } from '../query-state';
import { consolePaths } from '../../lib/paths';
import { can } from '../../lib/roles';
import { useStaff } from '../../lib/use-staff';
import { useAudit } from '../../lib/use-audit';
import { AuditEntryItem } from './audit-entry';
import { Card } from '../../kit/detail/card';

const SHOWN = 5;

/**
 * A reservation's or a business's own history, newest first, with a link to the full log filtered
 * to it. Only for those who may read the log (admins, auditors): others see no panel at all.
 */
export function AuditHistory({ objectType, objectId }: { objectType: string; objectId: string }) {
  const allowed = can.readAudit(useStaff().role);
  return allowed ? <History objectType={objectType} objectId={objectId} /> : null;
}

function History({ objectType, objectId }: { objectType: string; objectId: string }) {
  const { t } = useTranslation();
  const query = useAudit({ objectType, objectId, page: 1, size: SHOWN }, true);
  return (
    <Card titleId="audit-history-title" title={t('pda.common.history')}>
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.audit.none')}
      >
        {(data) => (
          <ol className="console-list" data-testid="audit-history">
            {data.list.map((entry, index) => (
              <AuditEntryItem key={`${entry.at}-${index}`} entry={entry} />
            ))}
          </ol>
        )}
      </QueryState>
      <Link to={consolePaths.auditHref({ objectType, objectId })}>{t('pda.audit.more')}</Link>
    </Card>
  );
}

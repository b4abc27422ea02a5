import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import type { EnumLabeller } from '../lib/use-enum-label';
import { useStatusChanges } from '../api/status-changes';
import { formatInstant } from '../../../lib/dates';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '../../../components/load-failed';

interface StatusHistoryProps {
  businessId: string;
  label: EnumLabeller;
  lang: Language;
}

/** The business's status changes (getstatuschange) as a timeline, oldest first. */
export function StatusHistory({ businessId, label, lang }: StatusHistoryProps) {
  const { t } = useTranslation();
  const changes = useStatusChanges(businessId);
  if (changes.isPending) return <ListSkeleton count={1} />;
  if (changes.isError) {
    return (
      <LoadFailed text={t('business.detail.loadFailed')} onRetry={() => void changes.refetch()} />
    );
  }
  if (changes.data.length === 0)
    return <p className="detail-empty">{t('business.history.empty')}</p>;
  return (
    <ol className="status-history" data-testid="status-history">
      {changes.data.map((change, index) => {
        const to = label('businessStatus', change.to);
        return (
          <li key={`${change.at}-${index}`} className="status-history__step">
            <p className="status-history__change">
              {/* A note at the same status is no change (issue 36: "已提交 → 已提交"). */}
              {!change.from
                ? t('business.history.created', { to })
                : change.from === change.to
                  ? t('business.history.same', { to })
                  : t('business.history.changed', {
                      from: label('businessStatus', change.from),
                      to,
                    })}
            </p>
            <time dateTime={change.at}>{formatInstant(change.at, lang, { withTime: true })}</time>
            {change.note && <p className="status-history__note">{change.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

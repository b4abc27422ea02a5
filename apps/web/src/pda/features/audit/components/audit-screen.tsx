import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SelectField } from '../../../components/select-field';
import { useFormat } from '../../../lib/format';
import { useOptions } from '../../../lib/options';
import { can } from '../../../lib/roles';
import { useSearchState } from '../../../lib/use-search-state';
import { useStaff } from '../../../lib/use-staff';
import { useAudit } from '../api/use-audit';
import { AuditChanges } from './audit-changes';

const PAGE_SIZE = 30;
const filterKeys = ['objectType', 'objectId', 'actorId'] as const;
const objectTypes = ['appointment', 'business', 'payment', 'document', 'upload', 'member', 'staff'];

/** The audit log (admins and auditors): who did what to which object, and when. */
export function AuditScreen() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { fromKeys } = useOptions();
  const allowed = can.readAudit(useStaff().role);
  const { values, page, update, setPage } = useSearchState(filterKeys);
  const query = useAudit({ ...values, page, size: PAGE_SIZE }, allowed);

  return (
    <section className="console-screen" aria-labelledby="audit-title">
      <h1 id="audit-title" className="console-screen__title">
        {t('pda.audit.title')}
      </h1>
      {!allowed ? (
        <p className="console-state console-state--problem" role="alert">
          {t('pda.state.forbidden')}
        </p>
      ) : (
        <>
          <div role="search" className="console-search console-search__filters">
            <SelectField
              name="objectType"
              label={t('pda.audit.objectType')}
              value={values.objectType}
              options={fromKeys(objectTypes, 'pda.audit.type')}
              emptyLabel={t('pda.common.all')}
              onChange={(objectType) => update({ objectType })}
            />
            <InputField
              name="objectId"
              label={t('pda.audit.objectId')}
              value={values.objectId}
              onChange={(objectId) => update({ objectId })}
              maxLength={64}
            />
            <InputField
              name="actorId"
              label={t('pda.audit.actorId')}
              value={values.actorId}
              onChange={(actorId) => update({ actorId })}
              maxLength={64}
            />
          </div>
          <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
            {(data) => (
              <>
                <ol className="console-list" data-testid="audit-list">
                  {data.list.map((entry, index) => (
                    <li key={`${entry.at}-${index}`} className="console-list__item audit-entry">
                      <span className="console-list__title">
                        {entry.actor.name ?? entry.actor.type} · {entry.action}
                      </span>
                      <span className="console-list__meta">
                        {dateTime(entry.at)} ·{' '}
                        {t(`pda.audit.type.${entry.objectType}`, {
                          defaultValue: entry.objectType,
                        })}{' '}
                        {entry.objectId}
                      </span>
                      <AuditChanges changes={entry.changes} />
                    </li>
                  ))}
                </ol>
                <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
              </>
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}

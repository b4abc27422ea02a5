import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SelectField } from '../../../components/select-field';
import { useOptions } from '../../../lib/options';
import { can } from '../../../lib/roles';
import { useSearchState } from '../../../lib/use-search-state';
import { useStaff } from '../../../lib/use-staff';
import { AuditEntryItem } from '../../../components/audit/audit-entry';
import { auditActions } from '../../../components/audit/audit-words';
import { useAudit } from '../../../lib/use-audit';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';

const PAGE_SIZE = 30;
const filterKeys = ['actor', 'objectType', 'objectId', 'action', 'from', 'to'] as const;
const objectTypes = [
  'appointment',
  'business',
  'payment',
  'document',
  'upload',
  'member',
  'staff',
  'payee',
  'remittance',
  'notice',
  'dataKey',
  'fileStore',
  'backup',
];

/**
 * The audit log (admins and auditors) in sentences: who did what to which object, and when;
 * filtered by person, object, action and days, all kept in the address. A reservation's or a
 * business's link narrows it to that object (objectId), which the type select then clears.
 */
export function AuditScreen() {
  const { t } = useTranslation();
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
            <InputField
              name="actor"
              label={t('pda.audit.person')}
              value={values.actor}
              onChange={(actor) => update({ actor })}
              maxLength={100}
            />
            <SelectField
              name="objectType"
              label={t('pda.audit.objectType')}
              value={values.objectType}
              options={fromKeys(objectTypes, 'pda.audit.type')}
              emptyLabel={t('pda.common.all')}
              onChange={(objectType) => update({ objectType, objectId: '' })}
            />
            <SelectField
              name="action"
              label={t('pda.audit.action')}
              value={values.action}
              options={fromKeys(auditActions, 'pda.audit.act')}
              emptyLabel={t('pda.common.all')}
              onChange={(action) => update({ action })}
            />
            <InputField
              name="from"
              type="date"
              label={t('pda.audit.from')}
              value={values.from}
              onChange={(from) => update({ from })}
            />
            <InputField
              name="to"
              type="date"
              label={t('pda.audit.to')}
              value={values.to}
              onChange={(to) => update({ to })}
            />
          </div>
          <ExportControl route={adminEndpoints.audit.export} filters={values} name="audit" />
          <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
            {(data) => (
              <>
                <ol className="console-list" data-testid="audit-list">
                  {data.list.map((entry, index) => (
                    <AuditEntryItem key={`${entry.at}-${index}`} entry={entry} />
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

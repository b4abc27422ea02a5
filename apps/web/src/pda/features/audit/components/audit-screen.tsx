import type { AuditEntry } from '@app/contract/admin/api/audit';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { useTranslation } from '../../../../i18n/use-translation';
import { AuditChanges } from '../../../components/audit/audit-changes';
import { AuditSentence } from '../../../components/audit/audit-sentence';
import { auditActions } from '../../../components/audit/audit-words';
import { InputField } from '../../../components/input-field';
import { ChoiceFilter, DateRangeFilter } from '../../../kit/list/filters';
import { ForbiddenList } from '../../../kit/list/forbidden-list';
import { FilterNotice } from '../../../kit/list/filter-notice';
import { ListScreen } from '../../../kit/list/list-screen';
import type { ListDeclaration, ListQuery } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { useOptions } from '../../../lib/options';
import { can } from '../../../lib/roles';
import { useAudit } from '../../../lib/use-audit';
import type { AuditQuery } from '../../../lib/use-audit';
import { useStaff } from '../../../lib/use-staff';

const filterKeys = ['actor', 'objectType', 'objectId', 'action', 'from', 'to'] as const;
type Key = (typeof filterKeys)[number];
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
 * The log asked for its page (the screen is only shown to who may read it). The kit sorts only by
 * a column `sortColumns.audit` names, so the query's `sort` is one of the contract's.
 */
const useEntries = (query: ListQuery<Key>) => useAudit(query as AuditQuery, true);

/**
 * The audit log (admins and auditors) in sentences: who did what to which object, and when;
 * filtered by person, object, action and days, all kept in the address. A reservation's or a
 * business's link narrows it to that object (objectId), which the type select then clears.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  const { fromKeys } = useOptions();
  const { dateTime } = useFormat();
  const allowed = can.readAudit(useStaff().role);
  if (!allowed) return <ForbiddenList title="pda.audit.title" testId="audit-list" />;
  const declaration: ListDeclaration<AuditEntry, Key> = {
    name: 'audit',
    title: 'pda.audit.title',
    empty: 'pda.state.empty',
    testId: 'audit-list',
    rowTestId: 'audit-entry',
    filterKeys,
    columns: [
      {
        id: 'at',
        label: 'pda.list.at',
        cell: (e) => <time dateTime={e.at}>{dateTime(e.at)}</time>,
      },
      { id: 'sentence', label: 'pda.list.what', cell: (e) => <AuditSentence entry={e} /> },
      {
        id: 'changes',
        label: 'pda.list.changes',
        cell: (e) => <AuditChanges changes={e.changes} refs={e.refs} />,
      },
      {
        id: 'actor',
        label: 'pda.audit.person',
        cell: (e) => e.actor.name ?? e.actor.id ?? e.actor.type,
        hidden: true,
      },
    ],
    // Entries have no id of their own; time, object and action tell a page's rows apart.
    rowKey: (e) => `${e.at}-${e.objectType}-${e.objectId}-${e.action}`,
    rowName: (e) => e.objectId,
    useRows: useEntries,
    exportTo: { route: adminEndpoints.audit.export, name: 'audit' },
  };
  return (
    <ListScreen
      declaration={declaration}
      filters={(values, update) => (
        <>
          <InputField
            name="actor"
            label={t('pda.audit.person')}
            value={values.actor}
            onChange={(actor) => update({ actor })}
            maxLength={100}
          />
          <ChoiceFilter
            name="objectType"
            label={t('pda.audit.objectType')}
            value={values.objectType}
            options={fromKeys(objectTypes, 'pda.audit.type')}
            onChange={(objectType) => update({ objectType, objectId: '' })}
          />
          <ChoiceFilter
            name="action"
            label={t('pda.audit.action')}
            value={values.action}
            options={fromKeys(auditActions, 'pda.audit.act')}
            onChange={(action) => update({ action })}
          />
          <DateRangeFilter
            from={values.from}
            to={values.to}
            labels={{ from: 'pda.audit.from', to: 'pda.audit.to' }}
            onChange={update}
          />
        </>
      )}
      // A business's or reservation's "whole history" link narrows the log to that object; the
      // object id has no field of its own, so it is said here with a way back to the whole log,
      // named as its entries name it (an order number, a member's name), else by its id.
      notice={(values, update, rows) => {
        if (!values.objectId) return null;
        const named = rows?.find((e) => e.objectId === values.objectId);
        return (
          <FilterNotice
            testId="audit-object-filter"
            text={t('pda.audit.filter.object', {
              type: t(`pda.audit.noun.${values.objectType || named?.objectType || 'other'}`),
              id: named?.object.label ?? values.objectId,
            })}
            clearLabel={t('pda.audit.filter.clear')}
            onClear={() => update({ objectType: '', objectId: '' })}
          />
        );
      }}
    />
  );
}

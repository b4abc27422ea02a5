import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { BulkOutcome } from '@app/contract/admin/bulk-schemas';
import { isEnumValue } from '@app/contract/enums';
import type { BusinessStatus } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import { reportError } from '../../../lib/report-error';
import { SelectField } from '../select-field';
import { confirmed } from '../../lib/confirm';
import { useOptions } from '../../lib/options';
import { useBulk } from './use-bulk';
import type { BulkChange, useSelection } from './use-bulk';
import { useAssignees } from './use-desk';
import type { AssignedKind } from './use-desk';
import { Card } from '../../kit/detail/card';

/** The assignee choice's value for "nobody" ('' is "leave as it is"). */
const NOBODY = '-';

interface BulkBarProps {
  kind: AssignedKind;
  /** The list's selection; undefined (a role that writes nothing): no bar. */
  selection: ReturnType<typeof useSelection>;
  /** How a refused row is named in the summary (its order number, its member). */
  nameOf: (key: string) => string;
}

/**
 * A bulk change of the selected rows: a status (businesses) and/or an assignee, confirmed first,
 * then a summary of what changed and what was refused, and why.
 */
export function BulkBar({ selection, ...props }: BulkBarProps) {
  return selection ? (
    <Bar {...props} selected={selection.selected} onDone={selection.clear} />
  ) : null;
}

function Bar({
  kind,
  selected,
  nameOf,
  onDone,
}: Omit<BulkBarProps, 'selection'> & { selected: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const [status, setStatus] = useState('');
  const [assignee, setAssignee] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const bulk = useBulk(kind);
  const assignees = useAssignees();
  const staff = (assignees.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
  const count = selected.size;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change: BulkChange = { keys: [...selected] };
    if (isEnumValue('businessStatus', status)) change.status = status as BusinessStatus;
    if (assignee) change.assigneeId = assignee === NOBODY ? null : assignee;
    if (change.status === undefined && change.assigneeId === undefined) return;
    if (!(await confirmed(t('pda.desk.bulkConfirm', { count })))) return;
    try {
      const names = new Map(change.keys.map((key) => [key, nameOf(key)]));
      const done = await bulk.mutateAsync(change);
      setOutcome({
        changed: done.changed.map((key) => names.get(key) ?? key),
        refused: done.refused.map((r) => ({ ...r, id: names.get(r.id) ?? r.id })),
      });
      onDone();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Card titleId="bulk-title" title={<>{t('pda.desk.bulkTitle', { count })}</>}>
      {count > 0 && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          {kind === 'business' && (
            <SelectField
              name="bulkStatus"
              label={t('pda.desk.bulkStatus')}
              value={status}
              options={fromEnum('businessStatus')}
              emptyLabel={t('pda.desk.unchanged')}
              onChange={setStatus}
            />
          )}
          <SelectField
            name="bulkAssignee"
            label={t('pda.desk.assignTo')}
            value={assignee}
            options={[{ value: NOBODY, label: t('pda.desk.nobody') }, ...staff]}
            emptyLabel={t('pda.desk.unchanged')}
            onChange={setAssignee}
          />
          <div className="console-actions">
            <Button
              type="submit"
              color="primary"
              loading={bulk.isPending}
              disabled={!status && !assignee}
            >
              {t('pda.desk.bulkApply', { count })}
            </Button>
          </div>
        </form>
      )}
      {outcome && (
        <div role="status" data-testid="bulk-outcome">
          <p>
            {t('pda.desk.bulkOutcome', {
              changed: outcome.changed.length,
              refused: outcome.refused.length,
            })}
          </p>
          {outcome.refused.length > 0 && (
            <ul>
              {outcome.refused.map((r) => (
                <li key={r.id}>
                  {r.id}: {r.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

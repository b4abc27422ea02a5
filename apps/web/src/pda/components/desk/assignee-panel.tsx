import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { SelectField } from '../select-field';
import { useServerErrors } from '../../lib/use-server-errors';
import { useAssign, useAssignees } from './use-desk';
import type { AssignedKind } from './use-desk';
import { Card } from '../../kit/detail/card';

interface AssigneePanelProps {
  kind: AssignedKind;
  /** A reservation's token or a business's id. */
  objectKey: string;
  assigneeId: string | null;
  assigneeName: string | null;
  readOnly: boolean;
}

/** Who on the staff looks after this reservation or business, and a choice to change it. */
export function AssigneePanel(props: AssigneePanelProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(props.assigneeId ?? '');
  const assignees = useAssignees();
  const assign = useAssign(props.kind, props.objectKey);
  const { errors, fail, clear } = useServerErrors();
  // The current assignee stays a choice even when the caller could not pick them (an agent).
  const listed = assignees.data?.list ?? [];
  const options = listed.map((staff) => ({ value: staff.id, label: staff.name }));
  if (props.assigneeId && !listed.some((staff) => staff.id === props.assigneeId)) {
    options.unshift({ value: props.assigneeId, label: props.assigneeName ?? props.assigneeId });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await assign.mutateAsync(choice || null);
      showToast(t('pda.desk.assigned'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card titleId="assignee-title" title={t('pda.desk.assigneeTitle')}>
      <p data-testid="assignee">{props.assigneeName ?? t('pda.desk.nobody')}</p>
      {!props.readOnly && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            name="assigneeId"
            label={t('pda.desk.assignTo')}
            value={choice}
            options={options}
            emptyLabel={t('pda.desk.nobody')}
            onChange={(value) => {
              setChoice(value);
              clear('assigneeId');
            }}
            error={errors.assigneeId}
          />
          <div className="console-actions">
            <Button type="submit" color="primary" loading={assign.isPending}>
              {t('pda.desk.assign')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

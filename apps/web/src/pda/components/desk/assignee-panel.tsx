import * as z from 'zod';
import { assigneeId } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { Card } from '../../kit/detail/card';
import { ConsoleForm } from '../../kit/form/console-form';
import { useAssign, useAssignees } from './use-desk';
import type { AssignedKind } from './use-desk';

interface AssigneePanelProps {
  kind: AssignedKind;
  /** A reservation's token or a business's id. */
  objectKey: string;
  assigneeId: string | null;
  assigneeName: string | null;
  readOnly: boolean;
}

/** The body both updates take for the assignee: a member of staff, or null for nobody. */
const assignBody = z.object({ assigneeId: assigneeId.nullable() });

/** Who on the staff looks after this reservation or business, and a choice to change it. */
export function AssigneePanel(props: AssigneePanelProps) {
  const { t } = useTranslation();
  const assignees = useAssignees();
  const assign = useAssign(props.kind, props.objectKey);
  // The current assignee stays a choice even when the caller could not pick them (an agent).
  const listed = assignees.data?.list ?? [];
  const options = listed.map((staff) => ({ value: staff.id, label: staff.name }));
  if (props.assigneeId && !listed.some((staff) => staff.id === props.assigneeId)) {
    options.unshift({ value: props.assigneeId, label: props.assigneeName ?? props.assigneeId });
  }

  return (
    <Card titleId="assignee-title" title={t('pda.desk.assigneeTitle')}>
      <p data-testid="assignee">{props.assigneeName ?? t('pda.desk.nobody')}</p>
      {!props.readOnly && (
        <ConsoleForm
          fields={[
            {
              name: 'assigneeId',
              label: 'pda.desk.assignTo',
              kind: 'reference',
              options,
              emptyLabel: 'pda.desk.nobody',
            },
          ]}
          schema={assignBody}
          initial={{ assigneeId: props.assigneeId ?? '' }}
          // "Nobody" (the empty choice) is sent as null: the assignment is cleared.
          toBody={(_body, values) => ({ assigneeId: values.assigneeId || null })}
          onSubmit={(body) => assign.mutateAsync(body.assigneeId)}
          onDone={() => showToast(t('pda.desk.assigned'))}
          submitLabel={t('pda.desk.assign')}
        />
      )}
    </Card>
  );
}

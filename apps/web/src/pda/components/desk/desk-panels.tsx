import { AssigneePanel } from './assignee-panel';
import { NotesPanel } from './notes-panel';
import type { AssignedKind } from './use-desk';

interface DeskPanelsProps {
  kind: AssignedKind;
  /** A reservation's token or a business's id. */
  objectKey: string;
  /** The reservation or business as its detail answers it. */
  assigned: { assigneeId: string | null; assigneeName: string | null };
  readOnly: boolean;
}

/** A reservation's or business's desk work: who looks after it, and its internal notes. */
export function DeskPanels(props: DeskPanelsProps) {
  return (
    <>
      <AssigneePanel
        key={props.assigned.assigneeId}
        kind={props.kind}
        objectKey={props.objectKey}
        assigneeId={props.assigned.assigneeId}
        assigneeName={props.assigned.assigneeName}
        readOnly={props.readOnly}
      />
      <NotesPanel
        objectType={props.kind === 'reservation' ? 'appointment' : 'business'}
        objectId={props.objectKey}
        readOnly={props.readOnly}
      />
    </>
  );
}

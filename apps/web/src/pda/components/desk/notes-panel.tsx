import { NOTE_MAX_LENGTH, noteBody } from '@app/contract/admin/note-schemas';
import type { NoteObjectType } from '@app/contract/admin/note-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { QueryState } from '../query-state';
import { ConsoleForm } from '../../kit/form/console-form';
import type { FieldSpec } from '../../kit/form/fields';
import { useFormat } from '../../lib/format';
import { useAddNote, useNotes } from './use-desk';
import { Card } from '../../kit/detail/card';

const fields: readonly FieldSpec<'text'>[] = [
  { name: 'text', label: 'pda.desk.newNote', kind: 'multiline', maxLength: NOTE_MAX_LENGTH },
];

interface NotesPanelProps {
  objectType: NoteObjectType;
  /** A member's or business's id, a reservation's token. */
  objectId: string;
  readOnly: boolean;
}

/** The staff's internal notes on this object, newest first; members never see them. */
export function NotesPanel({ objectType, objectId, readOnly }: NotesPanelProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const notes = useNotes(objectType, objectId);
  const add = useAddNote(objectType, objectId);

  return (
    <Card titleId="notes-title" title={t('pda.desk.notesTitle')} note={t('pda.desk.notesPrivate')}>
      {!readOnly && (
        <ConsoleForm
          fields={fields}
          schema={noteBody}
          initial={{ text: '' }}
          resetOnDone
          onSubmit={(body) => add.mutateAsync(body.text)}
          onDone={() => showToast(t('pda.desk.noteAdded'))}
          submitLabel={t('pda.desk.addNote')}
        />
      )}
      <QueryState
        query={notes}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.desk.noNotes')}
      >
        {(data) => (
          <ol className="console-timeline" data-testid="notes">
            {data.list.map((note) => (
              <li key={note.id}>
                <strong>{note.author.name}</strong>
                <span className="console-list__meta">{dateTime(note.at)}</span>
                <span className="console-pre">{note.text}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { NOTE_MAX_LENGTH, noteBody } from '@app/contract/admin/note-schemas';
import type { NoteObjectType } from '@app/contract/admin/note-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { InputField } from '../input-field';
import { QueryState } from '../query-state';
import { useFormat } from '../../lib/format';
import { useServerErrors } from '../../lib/use-server-errors';
import { checkWith } from '../../lib/validate';
import { useAddNote, useNotes } from './use-desk';

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
  const [text, setText] = useState('');
  const notes = useNotes(objectType, objectId);
  const add = useAddNote(objectType, objectId);
  const { errors, setErrors, fail, clear } = useServerErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(noteBody, { text });
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await add.mutateAsync(checked.data.text);
      setText('');
      showToast(t('pda.desk.noteAdded'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="console-card" aria-labelledby="notes-title">
      <h2 id="notes-title" className="console-card__title">
        {t('pda.desk.notesTitle')}
      </h2>
      <p className="console-note">{t('pda.desk.notesPrivate')}</p>
      {!readOnly && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <InputField
            name="internalNote"
            multiline
            maxLength={NOTE_MAX_LENGTH}
            label={t('pda.desk.newNote')}
            value={text}
            onChange={(value) => {
              setText(value);
              clear('text');
            }}
            error={errors.text}
          />
          <div className="console-actions">
            <Button type="submit" color="primary" loading={add.isPending}>
              {t('pda.desk.addNote')}
            </Button>
          </div>
        </form>
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
    </section>
  );
}

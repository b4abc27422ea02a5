import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { useServerErrors } from '../../../lib/use-server-errors';

interface AcceptFormProps {
  pending: boolean;
  onSubmit: (note: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Accepting the reservation, with an optional note for the record. */
export function AcceptForm({ pending, onSubmit, onDone, onCancel }: AcceptFormProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { errors, fail } = useServerErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSubmit(note.trim());
      onDone();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <form className="form console-panel" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="console-panel__title">{t('pda.review.acceptTitle')}</h3>
      <InputField
        name="note"
        multiline
        maxLength={500}
        label={t('pda.review.noteOptional')}
        value={note}
        onChange={setNote}
        error={errors.note}
      />
      <div className="console-actions">
        <Button type="submit" color="primary" loading={pending}>
          {t('pda.review.confirmAccept')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('pda.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

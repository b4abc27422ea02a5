import { acceptBody } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';

interface AcceptFormProps {
  onSubmit: (note: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

const fields: readonly FieldSpec<'note'>[] = [
  { name: 'note', label: 'pda.review.noteOptional', kind: 'multiline', maxLength: 500 },
];

/** Accepting the reservation, with an optional note for the record. */
export function AcceptForm({ onSubmit, onDone, onCancel }: AcceptFormProps) {
  const { t } = useTranslation();
  return (
    <ConsoleForm
      title={t('pda.review.acceptTitle')}
      fields={fields}
      schema={acceptBody}
      initial={{ note: '' }}
      onSubmit={(body) => onSubmit(body.note)}
      onDone={onDone}
      onCancel={onCancel}
      submitLabel={t('pda.review.confirmAccept')}
    />
  );
}

import { useState } from 'react';
import { requestChangesBody } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import type { ChangeRequestInput } from '../api/use-reservation';
import { CheckGroup } from './check-group';

interface RequestChangesFormProps {
  sections: readonly string[];
  uploadKinds: readonly string[];
  onSubmit: (input: ChangeRequestInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

const fields: readonly FieldSpec<'note'>[] = [
  { name: 'note', label: 'pda.review.note', kind: 'multiline', required: true, maxLength: 500 },
];

/** Which sections and upload kinds reopen for the member, and why (the note is required). */
export function RequestChangesForm(props: RequestChangesFormProps) {
  const { t } = useTranslation();
  const [sections, setSections] = useState<string[]>([]);
  const [uploads, setUploads] = useState<string[]>([]);

  return (
    <ConsoleForm
      title={t('pda.review.requestChangesTitle')}
      fields={fields}
      schema={requestChangesBody}
      initial={{ note: '' }}
      outside={['sections', 'uploads']}
      toBody={(body) => ({ sections, uploads, note: body.note ?? '' })}
      onSubmit={props.onSubmit}
      onDone={props.onDone}
      onCancel={props.onCancel}
      submitLabel={t('pda.review.sendRequest')}
      lead={(form) => (
        <>
          <CheckGroup
            name="sections"
            legend={t('pda.review.sections')}
            options={props.sections.map((s) => ({ value: s, label: t(`section.${s}`) }))}
            value={sections}
            onChange={(next) => {
              setSections(next);
              form.clearError('sections');
            }}
            // Nothing picked: the schema's refusal says what to do here.
            error={
              form.errors.sections &&
              (sections.length + uploads.length === 0
                ? t('pda.review.pickSomething')
                : form.errors.sections)
            }
          />
          <CheckGroup
            name="uploads"
            legend={t('pda.review.uploads')}
            options={props.uploadKinds.map((k) => ({ value: k, label: t(`field.${k}`) }))}
            value={uploads}
            onChange={(next) => {
              setUploads(next);
              form.clearError('sections');
            }}
            error={form.errors.uploads}
          />
        </>
      )}
    />
  );
}

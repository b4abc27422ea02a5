import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { requestChangesBody } from '@app/contract/admin/schemas';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import type { ChangeRequestInput } from '../api/use-reservation';
import { CheckGroup } from './check-group';

interface RequestChangesFormProps {
  sections: readonly string[];
  uploadKinds: readonly string[];
  pending: boolean;
  onSubmit: (input: ChangeRequestInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Which sections and upload kinds reopen for the member, and why (the note is required). */
export function RequestChangesForm(props: RequestChangesFormProps) {
  const { t } = useTranslation();
  const [sections, setSections] = useState<string[]>([]);
  const [uploads, setUploads] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const { errors, setErrors, fail, clear } = useServerErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (sections.length + uploads.length === 0) problems.sections = t('pda.review.pickSomething');
    if (!note.trim()) problems.note = t('validation.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const checked = checkWith(requestChangesBody, { sections, uploads, note });
      if (!checked.ok) return setErrors(checked.errors);
      await props.onSubmit(checked.data);
      props.onDone();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form className="form console-panel" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="console-panel__title">{t('pda.review.requestChangesTitle')}</h3>
      <CheckGroup
        name="sections"
        legend={t('pda.review.sections')}
        options={props.sections.map((s) => ({ value: s, label: t(`section.${s}`) }))}
        value={sections}
        onChange={(next) => {
          setSections(next);
          clear('sections');
        }}
        error={errors.sections}
      />
      <CheckGroup
        name="uploads"
        legend={t('pda.review.uploads')}
        options={props.uploadKinds.map((k) => ({ value: k, label: t(`field.${k}`) }))}
        value={uploads}
        onChange={(next) => {
          setUploads(next);
          clear('sections');
        }}
        error={errors.uploads}
      />
      <InputField
        name="note"
        multiline
        required
        maxLength={500}
        label={t('pda.review.note')}
        value={note}
        onChange={(value) => {
          setNote(value);
          clear('note');
        }}
        error={errors.note}
      />
      <div className="console-actions">
        <Button type="submit" color="primary" loading={props.pending}>
          {t('pda.review.sendRequest')}
        </Button>
        <Button type="button" onClick={props.onCancel}>
          {t('pda.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

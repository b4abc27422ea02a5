import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { FileTile } from '../../../components/file-tile';
import { InputField } from '../../../components/input-field';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { Business } from '@app/contract/admin/api/businesses';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useBusinessWrite } from '../api/use-businesses';
import { showToast } from '../../../../lib/feedback';
import { Card } from '../../../kit/detail/card';

const ACCEPTED = ['application/pdf', 'image/png', 'image/jpeg'];
const MAX_BYTES = 10 * 1024 * 1024;

/** The approved documents: each viewable in place, and a PDF, PNG or JPEG to attach. */
export function DocumentsPanel({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const { errors, setErrors, fail } = useServerErrors();
  const upload = useBusinessWrite(adminEndpoints.businesses.attachDocument, (form: FormData) => ({
    params: { id: business.id },
    body: form,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: t('pda.documents.pickFile') });
    if (!ACCEPTED.includes(file.type)) return setErrors({ file: t('pda.documents.wrongType') });
    if (file.size > MAX_BYTES) return setErrors({ file: t('pda.documents.tooLarge') });
    const form = new FormData();
    if (name.trim()) form.append('name', name.trim());
    form.append('file', file);
    try {
      await upload.mutateAsync(form);
      setFile(null);
      setName('');
      if (inputRef.current) inputRef.current.value = '';
      showToast(t('pda.documents.attached'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card titleId="documents-title" title={t('pda.documents.title')}>
      {business.documents.length === 0 ? (
        <p className="console-state">{t('pda.documents.empty')}</p>
      ) : (
        <div className="file-grid" data-testid="document-list">
          {business.documents.map((doc) => (
            <FileTile
              key={doc.id}
              path={`/admin/documents/${encodeURIComponent(doc.id)}`}
              name={doc.name}
              mime={doc.mime}
              caption={doc.kind === 'application' ? t('document.kind.application') : undefined}
            />
          ))}
        </div>
      )}
      {!readOnly && (
        <form className="form console-panel" onSubmit={(e) => void submit(e)} noValidate>
          <h3 className="console-panel__title">{t('pda.documents.attach')}</h3>
          <div className={`field${errors.file ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={fileId}>
              {t('pda.documents.file')}
            </label>
            <input
              ref={inputRef}
              id={fileId}
              name="file"
              type="file"
              accept={ACCEPTED.join(',')}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${fileId}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setErrors({});
              }}
            />
            {errors.file && (
              <p className="field__error" id={`${fileId}-error`} role="alert">
                {errors.file}
              </p>
            )}
          </div>
          <InputField
            name="name"
            label={t('pda.documents.name')}
            value={name}
            onChange={setName}
            maxLength={120}
            error={errors.name}
          />
          <div className="console-actions">
            <Button type="submit" color="primary" loading={upload.isPending}>
              {t('pda.documents.upload')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

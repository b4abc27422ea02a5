import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { FieldMessage } from '@app/contract/issues';
import { FilePicker } from '../../../components/file-picker';
import { UploadProgress } from '../../../components/upload-progress';
import { useTranslation } from '../../../i18n/use-translation';
import { serverFieldMessages } from '../../../lib/api-error';
import { reportError } from '../../../lib/report-error';
import { uploadSlip } from '../api/upload-slip';
import { FieldError } from './field-error';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

interface SlipFieldProps {
  error: FieldMessage | undefined;
  onUploaded: (id: string) => void;
  onFailed: (message: FieldMessage) => void;
}

/** The bank slip: chosen, sent at once with its progress, named once it is up. */
export function SlipField({ error, onUploaded, onFailed }: SlipFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadSlip(file, setProgress);
      setName(result.name);
      onUploaded(result.id);
    } catch (cause) {
      setName('');
      // SPEC §8's 'Upload Failed, Please Try Again Later', with the server's reason when it gave one.
      const reason = serverFieldMessages(cause).file;
      onFailed({ key: reason ? `${t('upload.failed')}: ${reason}` : 'upload.failed', params: {} });
      reportError(cause);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {t('money.form.slip')}
      </span>
      <div className="money-copy">
        <FilePicker
          id={id}
          name="slipUploadId"
          accept={ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          busy={progress !== null}
          onPick={(e) => void pick(e)}
          buttonClass="money-button"
        >
          {name ? t('money.form.slipReplace') : t('money.form.slipChoose')}
        </FilePicker>
        {name && <span data-testid="slip-name">{name}</span>}
      </div>
      {progress !== null && (
        <UploadProgress
          percent={progress}
          label={t('money.form.slipUploading', { percent: progress })}
        />
      )}
      <FieldError id={`${id}-error`} name="slipUploadId" error={error} />
    </div>
  );
}

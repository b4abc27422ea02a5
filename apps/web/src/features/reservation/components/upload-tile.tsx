import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '@app/contract/constants';
import type { UploadKind } from '@app/contract/sections/upload';
import { FilePicker } from '../../../components/file-picker';
import { UploadProgress } from '../../../components/upload-progress';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError, serverFieldMessages } from '../../../lib/api-error';
import { useUploadedFile } from '../api/uploaded-file';
import { uploadFile } from '../api/upload-file';
import { shrinkImage } from '../lib/shrink-image';
import { useObjectUrl } from '../lib/use-object-url';

export interface UploadTileProps {
  token: string;
  kind: UploadKind;
  label: string;
  required: boolean;
  accept: readonly string[];
  /** The upload id already in the section. */
  uploadId: string | undefined;
  /** Where the server serves that upload (the reservation's uploads list). */
  fileUrl: string | undefined;
  error?: string | undefined;
  /** Sent back for changes, but not this kind: shown, not replaceable. */
  locked?: boolean;
  onUploaded: (kind: UploadKind, id: string) => void;
  onRemoved: (kind: UploadKind) => void;
}

/** One document: pick or take it, watch it go up, see it, take it again or remove it. */
export function UploadTile({
  token,
  kind,
  label,
  required,
  accept,
  uploadId,
  fileUrl,
  error,
  locked = false,
  onUploaded,
  onRemoved,
}: UploadTileProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [local, setLocal] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Why the last file was not taken, in words (issue 36: every refusal said 'try again later').
  const [failed, setFailed] = useState<string | null>(null);
  // platform/upload's data.url for the file just sent (SPEC §7), else the stored upload's url.
  const [sent, setSent] = useState<{ id: string; url: string } | null>(null);
  const url = uploadId && sent?.id === uploadId ? sent.url : uploadId ? fileUrl : undefined;
  const stored = useUploadedFile(url);
  // A file on its way shows as picked; once sent, the server's copy replaces it when it arrives.
  const shown = (local && !sent ? local : (stored.data ?? local)) ?? null;
  const preview = useObjectUrl(shown);
  const isImage = shown ? shown.type.startsWith('image/') : false;
  const photo = !accept.every((mime) => mime === 'application/pdf');
  const types = t(photo ? 'appointment.upload.typesAny' : 'appointment.upload.typesPdf');
  const maxMb = MAX_UPLOAD_BYTES / (1024 * 1024);

  /** What is wrong with a file before it is sent: its type (when the browser knows it) or size. */
  const refusal = (file: File): string | null => {
    if (file.type && !accept.includes(file.type))
      return t('appointment.upload.wrongType', { types });
    if (file.size > MAX_UPLOAD_BYTES) {
      const size = Math.ceil(file.size / (1024 * 1024));
      return t('appointment.upload.fileTooLarge', { size, max: maxMb });
    }
    return null;
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailed(null);
    const before = refusal(chosen);
    if (before) return setFailed(before);
    setSent(null);
    setProgress(0);
    try {
      const file = await shrinkImage(chosen);
      const after = refusal(file);
      if (after) {
        setFailed(after);
        return;
      }
      setLocal(file);
      const result = await uploadFile({ token, kind, file, onProgress: setProgress });
      setSent({ id: result.id, url: result.url });
      onUploaded(kind, result.id);
    } catch (cause) {
      // The server's reason beside the file (unreadable, type, size); a network fault was toasted
      // already, and the tile says what to do.
      if (!(cause instanceof DOMException && cause.name === 'AbortError')) {
        const reason = serverFieldMessages(cause).file;
        const said = isApiError(cause) && cause.code === 400 ? cause.msg : '';
        setFailed(reason ?? (said || t('upload.failed')));
      }
      setLocal(null);
    } finally {
      setProgress(null);
    }
  };

  const remove = () => {
    setLocal(null);
    setSent(null);
    onRemoved(kind);
  };

  const has = Boolean(uploadId) && progress === null;
  const message = failed ?? error;
  return (
    <li
      className={`upload-tile${message ? ' upload-tile--invalid' : ''}`}
      data-testid={`upload-tile-${kind}`}
      data-status={has ? 'uploaded' : 'empty'}
    >
      <div className="upload-tile__head">
        <span className="upload-tile__label" id={`${inputId}-label`}>
          {label}
          {required ? (
            <span className="section-field__required">{` * ${t('appointment.upload.required')}`}</span>
          ) : null}
        </span>
        {has && (
          <span className="overview__badge overview__badge--done">
            {t('appointment.upload.done')}
          </span>
        )}
      </div>
      {!locked && (
        <p className="upload-tile__limits" id={`${inputId}-limits`}>
          {t('appointment.upload.limits', { types, max: maxMb })}
        </p>
      )}
      <div className="upload-tile__preview">
        {preview && isImage ? (
          <img src={preview} alt={t('appointment.upload.preview', { label })} />
        ) : null}
        {shown && !isImage ? (
          <span className="upload-tile__file">{local?.name ?? t('appointment.upload.pdf')}</span>
        ) : null}
      </div>
      {progress !== null && (
        <UploadProgress
          percent={progress}
          labelledBy={`${inputId}-label`}
          testId={`upload-progress-${kind}`}
        />
      )}
      {locked ? (
        <p className="upload-tile__locked" data-testid={`upload-locked-${kind}`}>
          {t('appointment.upload.locked')}
        </p>
      ) : (
        <div className="upload-tile__actions">
          <FilePicker
            id={inputId}
            name={kind}
            accept={accept.join(',')}
            aria-describedby={message ? `${inputId}-limits ${inputId}-error` : `${inputId}-limits`}
            aria-invalid={message ? true : undefined}
            busy={progress !== null}
            onPick={(e) => void pick(e)}
            buttonClass="upload-tile__button button-outline"
          >
            {has
              ? t('appointment.upload.retake')
              : photo
                ? t('appointment.upload.take')
                : t('appointment.upload.choosePdf')}
            <span className="visually-hidden">{` ${label}`}</span>
          </FilePicker>
          {has && (
            <button type="button" className="upload-tile__remove button-outline" onClick={remove}>
              {t('appointment.upload.remove')}
              <span className="visually-hidden">{` ${label}`}</span>
            </button>
          )}
        </div>
      )}
      {message && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {message}
        </p>
      )}
    </li>
  );
}

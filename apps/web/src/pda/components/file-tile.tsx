import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FileViewer } from '../../components/file-viewer';
import { useFileUrl } from '../lib/use-file-url';

interface FileTileProps {
  /** '/admin/uploads/:id' or '/admin/documents/:id'. */
  path: string;
  name: string;
  mime: string;
  /** What the file is (an upload kind's label, a document's kind). */
  caption?: string | undefined;
}

const isImage = (mime: string) => mime.startsWith('image/');

/**
 * One stored file: an image shows inline (fetched with the bearer token) and opens full size
 * with zoom on a tap; any other file (a PDF) is fetched when opened and shown in the viewer.
 */
export function FileTile({ path, name, mime, caption }: FileTileProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const file = useFileUrl(path, isImage(mime) || open);

  return (
    <figure className="file-tile">
      <button
        type="button"
        className="file-tile__open"
        aria-label={t('pda.file.open', { name })}
        onClick={() => setOpen(true)}
      >
        {isImage(mime) && file.url ? (
          <img className="file-tile__thumb" src={file.url} alt="" />
        ) : (
          <span className="file-tile__kind" aria-hidden>
            {isImage(mime) ? '…' : 'PDF'}
          </span>
        )}
      </button>
      <figcaption className="file-tile__caption">
        {caption && <strong>{caption}</strong>}
        <span>{name}</span>
        {file.failed && (
          <span className="field__error" role="alert">
            {t('pda.file.failed')}
          </span>
        )}
      </figcaption>
      {open && file.url && (
        <FileViewer
          name={name}
          mime={mime}
          url={file.url}
          labels={{
            newTab: t('pda.file.newTab'),
            close: t('pda.file.close'),
            zoom: t('pda.file.zoom'),
          }}
          onClose={close}
        />
      )}
    </figure>
  );
}

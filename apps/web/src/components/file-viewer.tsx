import { useState } from 'react';
import { ModalDialog } from './modal-dialog';
import './file-viewer.css';

export interface FileViewerProps {
  name: string;
  mime: string;
  /** A blob: URL of the fetched bytes (the file's own URL needs the Authorization header). */
  url: string;
  /** The caller's texts: each app keeps its own wording. */
  labels: { newTab: string; close: string; zoom?: string };
  onClose: () => void;
}

/**
 * A full-screen view of a fetched file: an image inline (a tap zooms it to its real size when a
 * zoom label is given), a PDF in an <object>. The 'open' link is a real link to the blob URL, so
 * the user's tap (not a later script) opens the new tab and no popup blocker stops it; phones
 * that cannot show a PDF inline use it.
 */
export function FileViewer({ name, mime, url, labels, onClose }: FileViewerProps) {
  const [zoomed, setZoomed] = useState(false);
  const isImage = mime.startsWith('image/');

  const image = <img className="document-viewer__image" src={url} alt={name} />;
  return (
    <ModalDialog
      block="document-viewer"
      label={name}
      onClose={onClose}
      bar={(closeRef) => (
        <>
          <span className="document-viewer__title">{name}</span>
          <a href={url} target="_blank" rel="noopener">
            {labels.newTab}
          </a>
          <button
            ref={closeRef}
            type="button"
            className="document-viewer__close"
            aria-label={labels.close}
            onClick={onClose}
          >
            <span aria-hidden>×</span>
          </button>
        </>
      )}
    >
      {!isImage ? (
        <object className="document-viewer__frame" data={url} type={mime} aria-label={name}>
          <p>{name}</p>
        </object>
      ) : labels.zoom ? (
        <button
          type="button"
          className="document-viewer__zoom"
          aria-label={labels.zoom}
          aria-pressed={zoomed}
          onClick={() => setZoomed((z) => !z)}
        >
          {image}
        </button>
      ) : (
        image
      )}
    </ModalDialog>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenDocument } from './document-list';

/**
 * A full-screen view of a fetched document: an image inline, a PDF in an <object>. The 'open'
 * link is a real link to the blob URL, so the member's tap (not a later script) opens the new tab
 * and no popup blocker stops it; phones that cannot show a PDF inline use it.
 */
export function DocumentViewer({ open, onClose }: { open: OpenDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { document: doc, url } = open;
  const isImage = doc.mime.startsWith('image/');

  useEffect(() => {
    const previous = window.document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div
      className="document-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={doc.name}
      data-testid="document-viewer"
    >
      <div className="document-viewer__bar">
        <span className="document-viewer__title">{doc.name}</span>
        <a href={url} target="_blank" rel="noopener">
          {t('business.documents.newTab')}
        </a>
        <button
          ref={closeRef}
          type="button"
          className="document-viewer__close"
          aria-label={t('business.documents.close')}
          onClick={onClose}
        >
          <span aria-hidden>×</span>
        </button>
      </div>
      {isImage ? (
        <img className="document-viewer__image" src={url} alt={doc.name} />
      ) : (
        <object className="document-viewer__frame" data={url} type={doc.mime} aria-label={doc.name}>
          <p>{doc.name}</p>
        </object>
      )}
    </div>
  );
}

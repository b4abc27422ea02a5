import { useCallback, useEffect, useState } from 'react';
import type { BusinessDocument } from '@app/contract/calls/business';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { useDocumentFile } from '../api/document';
import { FileViewer } from '../../../components/file-viewer';

interface OpenDocument {
  document: BusinessDocument;
  /** A blob: URL of the fetched bytes; revoked when the viewer closes. */
  url: string;
}

const kib = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * What the list calls each document: the application form (kind `application`) by its kind in
 * the member's language, numbered when the business holds several versions (one per submission);
 * a document staff attached by its own name.
 */
function useDocumentNames(documents: BusinessDocument[]): Map<string, string> {
  const { t } = useTranslation();
  const applications = documents.filter((document) => document.kind === 'application');
  return new Map(
    documents.map((document) => {
      if (document.kind !== 'application') return [document.id, document.name];
      const label = t('document.kind.application');
      const version = applications.indexOf(document) + 1;
      return [document.id, applications.length > 1 ? `${label} (${version})` : label];
    }),
  );
}

/** The approved documents; tapping one fetches it with the member token and shows it. */
export function DocumentList({ documents }: { documents: BusinessDocument[] }) {
  const { t } = useTranslation();
  const file = useDocumentFile();
  const [open, setOpen] = useState<OpenDocument | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const names = useDocumentNames(documents);
  const nameOf = (document: BusinessDocument) => names.get(document.id) ?? document.name;

  useEffect(() => {
    if (!open) return;
    return () => URL.revokeObjectURL(open.url);
  }, [open]);

  const show = async (document: BusinessDocument) => {
    try {
      const blob = await file.load(document);
      setOpen({ document, url: URL.createObjectURL(blob) });
    } catch (cause) {
      // A timeout or a dropped connection was toasted as the network exception already.
      if (!(isApiError(cause) && cause.handled)) showToast(t('business.documents.openFailed'));
    }
  };

  if (documents.length === 0)
    return <p className="detail-empty">{t('business.documents.empty')}</p>;
  return (
    <>
      <ul className="document-list">
        {documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className="document-list__item"
              data-testid="document-link"
              data-id={document.id}
              aria-busy={file.loadingId === document.id}
              // Not `disabled`: a disabled button drops the focus, which the viewer then cannot
              // give back when it closes.
              aria-disabled={file.loadingId !== null}
              onClick={() => {
                if (file.loadingId === null) void show(document);
              }}
            >
              <span className="document-list__name">{nameOf(document)}</span>
              <span className="document-list__size">{kib(document.size)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <FileViewer
          name={nameOf(open.document)}
          mime={open.document.mime}
          url={open.url}
          labels={{
            newTab: t('business.documents.newTab'),
            close: t('business.documents.close'),
          }}
          onClose={close}
        />
      )}
    </>
  );
}

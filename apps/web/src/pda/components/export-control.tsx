import { useState } from 'react';
import type { AdminAddress } from '@app/contract/admin/api/route';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-error';
import { adminFile } from '../lib/admin-client';
import type { Query } from '../lib/admin-client';

type Format = 'csv' | 'xlsx';

interface ExportControlProps {
  /** The list's export route (api/endpoints.ts: `export`). */
  route: AdminAddress;
  /** The screen's filters as the list is asked for them (without its page). */
  filters?: Query;
  /** The file's name before its date and extension, e.g. 'businesses'. */
  name: string;
}

/** Saves a blob under a name: the file is fetched with the bearer, so a bare link cannot do. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is not needed past this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports what the list's filters show as CSV or Excel (GET /admin/<list>/export): the server
 * writes the header row in the console's language and refuses more rows than it exports at once.
 */
export function ExportControl({ route, filters = {}, name }: ExportControlProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: Format) => {
    setBusy(format);
    setError(null);
    try {
      const blob = await adminFile(route.path, { query: { ...filters, format } });
      save(blob, `${name}-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (caught) {
      // The server's refusal (too many rows: narrow the filters) says what to do; else a generic line.
      setError(isApiError(caught) && caught.msg ? caught.msg : t('pda.export.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="console-export" role="group" aria-label={t('pda.export.label')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="console-button"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          {t(format === 'csv' ? 'pda.export.csv' : 'pda.export.xlsx')}
        </button>
      ))}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

import './id-scan.css';
import Button from 'antd-mobile/es/components/button';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { ScanIdProps } from '../../components/id-scan/provider';
import { useTranslation } from '../../i18n/use-translation';
import type { OcrProgress } from './engine/ocr';
import type { ScannedIdentity } from './read/types';
import { registerIdScanTexts } from './texts';

registerIdScanTexts();

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: OcrProgress }
  | { kind: 'filled'; count: number }
  | { kind: 'nothing' }
  | { kind: 'failed' };

/** The values of a reading under the form's keys, for the fields the form has. */
export function valuesFor(
  reading: ScannedIdentity,
  targets: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(reading)) {
    const target = targets[key];
    if (target && typeof value === 'string' && value !== '') values[target] = value;
  }
  return values;
}

/**
 * "Scan ID": a button that opens the camera (or the photo library) through a hidden file input,
 * reads the photo on this device (engine/scan.ts) and fills what it read for sure into the
 * block's own fields. The person can type at any time; a scan that read nothing fills nothing.
 */
export default function ScanId({ targets, onFill }: ScanIdProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const scan = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    // The same photo can be picked again after a retake.
    event.target.value = '';
    if (!photo) return;
    setState({ kind: 'busy', progress: { phase: 'loading', share: 0 } });
    try {
      const { scanDocument } = await import('./engine/scan');
      const reading = await scanDocument(photo, (progress) => setState({ kind: 'busy', progress }));
      const values = reading ? valuesFor(reading, targets) : {};
      const count = Object.keys(values).length;
      if (!reading?.idNumber || count === 0) {
        setState({ kind: 'nothing' });
        return;
      }
      onFill(values);
      setState({ kind: 'filled', count });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  const busy = state.kind === 'busy';
  const percent = busy ? Math.round(state.progress.share * 100) : 0;
  const message =
    state.kind === 'busy'
      ? t(state.progress.phase === 'loading' ? 'idScan.loading' : 'idScan.reading', { percent })
      : state.kind === 'filled'
        ? t('idScan.filled', { count: state.count })
        : state.kind === 'nothing'
          ? t('idScan.nothing')
          : state.kind === 'failed'
            ? t('idScan.failed')
            : '';
  return (
    <div className="id-scan" data-testid="id-scan">
      <Button
        color="primary"
        fill="outline"
        block
        loading={busy}
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('idScan.button')}
      </Button>
      <input
        ref={input}
        className="id-scan__input"
        type="file"
        name="scanIdDocument"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void scan(event)}
      />
      <p className="id-scan__hint" id={hintId}>
        {t('idScan.hint')}
      </p>
      <p
        className={`id-scan__status${state.kind === 'nothing' || state.kind === 'failed' ? ' id-scan__status--warn' : ''}`}
        role="status"
        data-testid="id-scan-status"
      >
        {message}
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@app/contract/constants';
import { useTranslation } from '../../../i18n/use-translation';
import { loadChunk, retryableImport, sharedUntilFailure } from '../../../lib/lazy-screen';

/**
 * signature_pad (about 6 KiB gzip) arrives as its own chunk, once the tip screen shows a pad; the
 * pads of one screen share one request, and a failed one is tried afresh.
 */
const loadPad = sharedUntilFailure(loadChunk(() => retryableImport(() => import('signature_pad'))));

export interface Drawing {
  strokes: PointGroup[];
  /** The signature as a PNG data URL, on white, at the screen's pixel density. */
  png: string;
}

interface Props {
  /** The signature kind: the element ids and the test id. */
  id: string;
  label: string;
  error?: string | undefined;
  /** Strokes drawn before (a reload, a refused submit): drawn again when the pad is ready. */
  initial?: PointGroup[] | undefined;
  onChange: (drawing: Drawing | null) => void;
}

/** Fits the canvas to its box at the device's pixel ratio, keeping what is drawn. */
function fit(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  // Nothing to fit before layout (or in a test's DOM without one).
  if (!canvas.offsetWidth) return;
  // The PNG stays within what the server takes for a signature, however wide the screen.
  const ratio = Math.min(
    Math.max(window.devicePixelRatio || 1, 1),
    SIGNATURE_MAX_WIDTH / canvas.offsetWidth,
    SIGNATURE_MAX_HEIGHT / Math.max(canvas.offsetHeight, 1),
  );
  const strokes = pad.toData();
  canvas.width = Math.floor(canvas.offsetWidth * ratio);
  canvas.height = Math.floor(canvas.offsetHeight * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/**
 * A signature drawn with a finger, a pen or the mouse (signature_pad handles pointer, touch and
 * mouse events), with Clear to start again. The canvas is an image named by its label and
 * described by the instructions and the error; Clear is a real button.
 */
export function SignatureField({ id, label, error, initial, onChange }: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initial);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [signed, setSigned] = useState(Boolean(initial?.length));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad | null = null;
    let cancelled = false;
    const report = () => {
      if (!pad) return;
      const empty = pad.isEmpty();
      setSigned(!empty);
      onChangeRef.current(empty ? null : { strokes: pad.toData(), png: pad.toDataURL() });
    };
    const onResize = () => {
      if (pad) fit(canvas, pad);
    };
    loadPad().then(
      ({ default: Pad }) => {
        if (cancelled) return;
        pad = new Pad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#000' });
        padRef.current = pad;
        fit(canvas, pad);
        const strokes = initialRef.current;
        if (strokes?.length) {
          pad.fromData(strokes);
          report();
        }
        pad.addEventListener('endStroke', report);
        window.addEventListener('resize', onResize);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      window.removeEventListener('resize', onResize);
      pad?.off();
      padRef.current = null;
    };
  }, [attempt]);

  const clear = () => {
    padRef.current?.clear();
    initialRef.current = undefined;
    setSigned(false);
    onChangeRef.current(null);
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      className="signature"
      data-testid={`signature-${id}`}
      data-state={state}
      data-signed={signed}
    >
      <p id={`${id}-label`} className="signature__label">
        {label}
      </p>
      <canvas
        ref={canvasRef}
        className={`signature__pad${error ? ' signature__pad--error' : ''}`}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="signature__hint">
        {state === 'loading' && t('appointment.tip.padLoading')}
        {state === 'failed' && t('appointment.tip.padFailed')}
        {state === 'ready' &&
          (signed ? t('appointment.tip.signed') : t('appointment.tip.signHint'))}
      </p>
      <div className="signature__actions">
        {state === 'failed' ? (
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button
            size="small"
            onClick={clear}
            disabled={!signed}
            aria-label={t('appointment.tip.clearLabel', { label })}
            data-testid={`clear-${id}`}
          >
            {t('appointment.tip.clear')}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

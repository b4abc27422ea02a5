import type * as Tesseract from 'tesseract.js';
import type { Worker as TesseractWorker } from 'tesseract.js';
import { langDir, ocrFiles } from './ocr-files';
import type { OcrLanguage } from './ocr-files';

/**
 * The OCR engine: tesseract.js, loaded from this origin when the first scan starts, running in
 * its own web worker. The photo goes to that worker and nowhere else; nothing is sent to our
 * server or kept after the reading. One worker per language set, kept for the next scan.
 */
type Library = typeof Tesseract;

export interface OcrProgress {
  /** 'loading' while the engine and its language data arrive, then 'reading'. */
  phase: 'loading' | 'reading';
  /** 0-1 within the phase. */
  share: number;
}

type Listener = (progress: OcrProgress) => void;

let library: Promise<Library> | undefined;
const workers = new Map<string, Promise<TesseractWorker>>();
let listener: Listener = () => undefined;

function loadLibrary(): Promise<Library> {
  // Not a module of the build: a file the build copied to /ocr/ (vite.config.ts, ocrFiles).
  library ??= import(/* @vite-ignore */ ocrFiles.library.url).then(
    (module: { default: Library }) => module.default,
  );
  return library;
}

function workerFor(langs: readonly OcrLanguage[]): Promise<TesseractWorker> {
  const key = langs.join('+');
  let worker = workers.get(key);
  if (!worker) {
    worker = loadLibrary().then((tesseract) =>
      tesseract.createWorker([...langs], tesseract.OEM.LSTM_ONLY, {
        workerPath: ocrFiles.worker.url,
        corePath: ocrFiles.core.url,
        langPath: langDir.replace(/\/$/, ''),
        // The service worker caches the files; tesseract.js's own IndexedDB copy would be a
        // second one of some megabytes.
        cacheMethod: 'none',
        gzip: true,
        // Started from its URL, so the service worker's cache and the CSP's 'self' apply.
        workerBlobURL: false,
        logger: (message: { status: string; progress: number }) =>
          listener({
            phase: message.status.startsWith('recognizing') ? 'reading' : 'loading',
            share: message.progress,
          }),
      }),
    );
    // A failed start (offline before first use, no WebAssembly SIMD) is tried again next time.
    worker.catch(() => workers.delete(key));
    workers.set(key, worker);
  }
  return worker;
}

/** A line of text as read, with the engine's confidence in it (0-100). */
export interface OcrLine {
  text: string;
  confidence: number;
}

/**
 * A line's confidence: the mean over its words that hold a letter or digit. A stray mark the
 * engine is unsure of (a quote between 姓名 and the name, at 10-30) is no reason to doubt the
 * name beside it, but pulled the line's own figure below the threshold.
 */
function confidenceOf(line: Tesseract.Line): number {
  const words = line.words.filter((word) => /[\p{L}\p{N}]/u.test(word.text));
  if (words.length === 0) return line.confidence;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

export interface OcrRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The lines of text in `image`, read with `langs`; only `region` when given, and only the
 * characters of `alphabet` when given (the passport's zone: capitals, digits and '<').
 */
export async function readLines(
  image: HTMLCanvasElement,
  langs: readonly OcrLanguage[],
  onProgress: Listener,
  options: { region?: OcrRegion; alphabet?: string } = {},
): Promise<OcrLine[]> {
  const worker = await workerFor(langs);
  listener = onProgress;
  await worker.setParameters({ tessedit_char_whitelist: options.alphabet ?? '' });
  const { data } = await worker.recognize(
    image,
    options.region ? { rectangle: options.region } : {},
    { text: true, blocks: true },
  );
  return (data.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => ({ text: line.text.replace(/\n$/, ''), confidence: confidenceOf(line) }))
    .filter((line) => line.text.trim() !== '');
}

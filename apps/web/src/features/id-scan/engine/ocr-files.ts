/**
 * Where the OCR engine's files are served from this origin (never a CDN): the build copies them
 * out of their npm packages (vite.config.ts, ocrFiles), the dev server serves them from there.
 * The versions are in the paths, so a new package version is a new URL and the service worker's
 * runtime cache of the old ones simply ages out. The build fails if an installed version differs.
 */
export const OCR_BASE = '/ocr/';

export const OCR_VERSIONS = {
  'tesseract.js': '7.0.0',
  'tesseract.js-core': '7.0.0',
  '@tesseract.js-data/eng': '1.0.0',
  '@tesseract.js-data/chi_sim': '1.0.0',
  '@tesseract.js-data/chi_tra': '1.0.0',
} as const;

export type OcrLanguage = 'eng' | 'chi_sim' | 'chi_tra';

const dir = `${OCR_BASE}tesseract-${OCR_VERSIONS['tesseract.js']}/`;

/** Each served file: its URL path and the package file it is (package, path inside). */
export const ocrFiles = {
  /** The library's ES module: imported by the page when a scan starts. */
  library: {
    url: `${dir}tesseract.esm.min.js`,
    from: ['tesseract.js', 'dist/tesseract.esm.min.js'],
  },
  /** The web worker tesseract.js starts; the OCR runs in it, off the page's main thread. */
  worker: { url: `${dir}worker.min.js`, from: ['tesseract.js', 'dist/worker.min.js'] },
  /**
   * The engine compiled to WebAssembly with SIMD, LSTM recogniser only (the smaller build, which
   * the best_int language data needs). SIMD is in every browser the app supports (Safari 16.4,
   * Chrome 91); without it loading fails and the person types as before.
   */
  core: {
    url: `${dir}tesseract-core-simd-lstm.wasm.js`,
    from: ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js'],
  },
} as const;

/** The language data: the packages' best_int models (LSTM, integer), gzip-compressed. */
export const langDir = `${OCR_BASE}lang-${OCR_VERSIONS['@tesseract.js-data/eng']}/`;

export const langFiles = (['eng', 'chi_sim', 'chi_tra'] as const).map((lang) => ({
  url: `${langDir}${lang}.traineddata.gz`,
  from: [`@tesseract.js-data/${lang}`, `4.0.0_best_int/${lang}.traineddata.gz`] as const,
}));

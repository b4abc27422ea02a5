import { readIdentity } from '../read/index';
import { readHkid } from '../read/hkid';
import { readMainlandId } from '../read/mainland';
import type { ScannedIdentity } from '../read/types';
import { readLines } from './ocr';
import type { OcrLine, OcrProgress } from './ocr';

/** Photos are read at this width at most: a phone's 4000 px add time, not characters. */
const MAX_WIDTH = 2000;
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/**
 * The engine's confidence (0-100) a line needs for what nothing checks (names, a card's printed
 * birth date and sex): numbers have check digits, these only this. Measured on the generated
 * cards (bench/id-scan.mjs): the misread names were below it.
 */
export const TRUSTED_CONFIDENCE = 80;

/** The photo as a canvas no wider than MAX_WIDTH (the engine takes canvases as they are). */
async function prepared(photo: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo);
  const scale = Math.min(1, MAX_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/** A passport's zone shows as fillers, or as long runs of capitals and digits. */
const looksLikeMrz = (lines: readonly string[]) =>
  lines.some((line) => line.includes('<<') || /[A-Z0-9<]{30,}/.test(line.replace(/\s+/g, '')));

/**
 * Reads an identity document from a photo: a first pass in English finds what kind it is, a
 * second reads what the first cannot (the zone of a passport with its alphabet only, the Chinese
 * name of a card in its script). Null when no number could be read for sure.
 */
export async function scanDocument(
  photo: Blob,
  onProgress: (progress: OcrProgress) => void,
  today: Date = new Date(),
): Promise<ScannedIdentity | null> {
  const image = await prepared(photo);
  const firstLines = await readLines(image, ['eng'], onProgress);
  const first = firstLines.map((line) => line.text);
  let second: OcrLine[] = [];
  if (looksLikeMrz(first)) {
    // The zone is the bottom of the data page; the photo may show some margin under it.
    const top = Math.round(image.height * 0.55);
    second = await readLines(image, ['eng'], onProgress, {
      region: { left: 0, top, width: image.width, height: image.height - top },
      alphabet: MRZ_ALPHABET,
    });
  } else if (readHkid(first)?.idNumber) {
    second = await readLines(image, ['chi_tra'], onProgress);
  } else if (readMainlandId(first)?.idNumber) {
    second = await readLines(image, ['chi_sim'], onProgress);
  }
  // The second pass first: its zone lines, read with the zone's alphabet, are the better ones.
  const lines = [...second, ...firstLines];
  const trusted = lines.filter((line) => line.confidence >= TRUSTED_CONFIDENCE);
  return readIdentity(
    lines.map((line) => line.text),
    today,
    trusted.map((line) => line.text),
  );
}

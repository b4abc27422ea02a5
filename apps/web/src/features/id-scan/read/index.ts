import { readHkid } from './hkid';
import { readMainlandId } from './mainland';
import { readPassportMrz } from './mrz';
import type { ScannedIdentity } from './types';

export type { ScannedIdentity, ScannedKind } from './types';

/**
 * The identity a document's OCR lines show, or null when no number could be read for sure. The
 * passport's zone is tried first (its lines are unmistakable), then the two cards. Without a
 * number that passed its check nothing is returned: the name and dates alone could belong to
 * any document, and a half-read card is better typed than trusted.
 */
export function readIdentity(
  lines: readonly string[],
  today: Date = new Date(),
): ScannedIdentity | null {
  const readings = [readPassportMrz(lines, today), readHkid(lines), readMainlandId(lines)];
  const withNumber = readings.filter((reading) => reading?.idNumber);
  return withNumber.length === 1 ? (withNumber[0] ?? null) : null;
}

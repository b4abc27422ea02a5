import { readHkid } from './hkid';
import { readMainlandId } from './mainland';
import { readPassportMrz } from './mrz';
import type { ScannedIdentity } from './types';

export type { ScannedIdentity, ScannedKind } from './types';

/**
 * The identity a document's OCR lines show, or null when no number could be read for sure. The
 * passport's zone is tried first (its lines are unmistakable), then the two cards. Without a
 * number that passed its check nothing is returned: the name and dates alone could belong to
 * any document, and a half-read card is better typed than trusted. `trusted` are the lines the
 * engine was confident of: the only ones names and a card's printed dates are taken from, since
 * no check digit covers them (numbers are taken from all lines: their checks decide).
 */
export function readIdentity(
  lines: readonly string[],
  today: Date = new Date(),
  trusted: readonly string[] = lines,
): ScannedIdentity | null {
  const readings = [
    readPassportMrz(lines, today, trusted),
    readHkid(lines, trusted),
    readMainlandId(lines, trusted),
  ];
  const withNumber = readings.filter((reading) => reading?.idNumber);
  return withNumber.length === 1 ? (withNumber[0] ?? null) : null;
}

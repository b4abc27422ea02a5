/**
 * OCR's usual look-alikes, each mapped to the one character of the other alphabet it stands for.
 * A reader applies them only where a field's alphabet forces it (a letter where only digits may
 * be), so each character has a single reading; the field's check digit then decides. No reader
 * tries other readings after a failed check: that would be guessing a number that merely passes.
 */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  i: '1',
  l: '1',
  L: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
};

const AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/** The digits a digit-only field read, or null when a character is neither a digit nor a look-alike. */
export function asDigits(read: string): string | null {
  let out = '';
  for (const c of read) {
    const digit = /\d/.test(c) ? c : AS_DIGIT[c];
    if (digit === undefined) return null;
    out += digit;
  }
  return out;
}

/** The capital letters a letter-only field read, or null when one is neither. */
export function asLetters(read: string): string | null {
  let out = '';
  for (const c of read.toUpperCase()) {
    const letter = /[A-Z]/.test(c) ? c : AS_LETTER[c];
    if (letter === undefined) return null;
    out += letter;
  }
  return out;
}

/**
 * An ID number as a list shows it (issue 36): enough to tell people apart, not enough to use.
 * The first three characters and the end stay: a Hong Kong check digit in brackets, else the last
 * four of a long number (mainland ID) or the last two of a short one (passport); the rest is stars.
 * 'A123456(3)' -> 'A12****(3)', '110101199003071234' -> '110***********1234'.
 */
export function maskIdNumber(value: string): string {
  const id = value.trim();
  if (id.length <= 6) return id.slice(0, 1) + '*'.repeat(Math.max(0, id.length - 1));
  const bracket = /\(.\)$/.exec(id)?.[0];
  const tail = bracket ?? id.slice(id.length >= 12 ? -4 : -2);
  const middle = id.length - 3 - tail.length;
  return `${id.slice(0, 3)}${'*'.repeat(middle)}${tail}`;
}

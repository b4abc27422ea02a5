/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV: CRLF line ends, UTF-8 with a byte order mark, without which Excel reads the
 * file as the system's code page and shows Chinese as mojibake.
 */
export function toCsv(table: readonly (readonly string[])[]): Buffer {
  const lines = table.map((row) => row.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

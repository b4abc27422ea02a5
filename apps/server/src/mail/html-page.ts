/** Text made safe for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;

/**
 * The HTML body of every mail (auth codes, notices): a plain page, because mail clients strip
 * most CSS and plain markup survives every one of them.
 */
export function mailPage(fragments: readonly string[]): string {
  const body = fragments.join('\n');
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

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
 * The HTML body of every mail: a plain page, because mail clients strip most CSS and plain
 * markup survives every one of them.
 */
export function mailPage(fragments: readonly string[]): string {
  const body = fragments.join('\n');
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

/**
 * A part of a mail: a paragraph; a code set large; or a link after its lead-in (in the text its
 * address on a line of its own, as mail clients make that clickable; in HTML a link named
 * `label`, or the address itself). `small` sets the fine print (the settings link).
 */
export type MailBlock =
  string | { code: string } | { lead: string; href: string; label?: string; small?: boolean };

/** What a mail is before it has an address: subject, plain text and HTML of the same parts. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const blockText = (block: MailBlock) =>
  typeof block === 'string' ? block : 'code' in block ? block.code : `${block.lead}\n${block.href}`;

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return paragraph(block);
  if ('code' in block) {
    return `<p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(block.code)}</strong></p>`;
  }
  const style = block.small ? ' style="font-size:12px"' : '';
  const link = `<a href="${escapeHtml(block.href)}">${escapeHtml(block.label ?? block.href)}</a>`;
  return `<p${style}>${escapeHtml(block.lead)} ${link}</p>`;
}

/** The one page builder: every mail's text and HTML from the same blocks, in the same order. */
export function composeMail(subject: string, blocks: readonly MailBlock[]): RenderedMail {
  return {
    subject,
    text: blocks.map(blockText).join('\n\n'),
    html: mailPage(blocks.map(blockHtml)),
  };
}

import { imageSize } from 'image-size';
import PDFDocument from 'pdfkit';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@app/contract/constants';
import type { ApplicationContent, RecordBlock, RecordImage, RecordRow } from './content.ts';
import { recordFont } from './font.ts';

/**
 * Draws the application's content on A4 pages: a title, then each block as a heading and rows of
 * label (grey) and value, the signatures as images, and "Page n of m" at the foot of each page.
 * Text only in the embedded font, so Chinese and Latin read the same in every viewer.
 */
const MARGIN = 48;
const LABEL_WIDTH = 170;
const GAP = 12;
const GREY = '#595959';
const INK = '#1f1f1f';
const RULE = '#d9d9d9';
const SIGNATURE_BOX: [number, number] = [220, 90];

type Doc = PDFKit.PDFDocument;

function pageBottom(doc: Doc): number {
  return doc.page.height - MARGIN - 14;
}

/** A new page when `height` more would not fit on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function heading(doc: Doc, text: string, size: number): void {
  doc.fontSize(size);
  ensureRoom(doc, doc.heightOfString(text) + 40);
  doc.moveDown(0.6);
  doc.fillColor(INK).text(text, MARGIN, doc.y);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 6;
}

function row(doc: Doc, { label, value }: RecordRow): void {
  const valueX = MARGIN + LABEL_WIDTH + GAP;
  const valueWidth = doc.page.width - MARGIN - valueX;
  doc.fontSize(9.5);
  const height = Math.max(
    doc.heightOfString(label, { width: LABEL_WIDTH }),
    doc.heightOfString(value, { width: valueWidth }),
  );
  ensureRoom(doc, height);
  const top = doc.y;
  doc.fillColor(GREY).text(label, MARGIN, top, { width: LABEL_WIDTH });
  doc.fillColor(INK).text(value, valueX, top, { width: valueWidth });
  doc.y = top + height + 4;
}

/**
 * Whether pdfkit may decode these bytes: a signature's size at most, read from the header.
 * pdfkit turns a PNG into raw pixels in plain JavaScript, outside the worker's heap limit (the
 * issue's 7071 × 7071 16-bit PNG took 2 GB and 20 s); uploads are held to this size already,
 * and a file stored before that, or changed on disk, is said to be unreadable rather than drawn.
 */
function drawable(bytes: Uint8Array): boolean {
  try {
    const { width, height } = imageSize(bytes);
    return (
      width > 0 && height > 0 && width <= SIGNATURE_MAX_WIDTH && height <= SIGNATURE_MAX_HEIGHT
    );
  } catch {
    return false;
  }
}

function image(doc: Doc, { label, bytes }: RecordImage, unreadable: string): void {
  ensureRoom(doc, SIGNATURE_BOX[1] + 30);
  doc.fontSize(9.5).fillColor(GREY).text(label, MARGIN, doc.y);
  const top = doc.y + 4;
  try {
    if (!bytes || !drawable(bytes)) throw new Error('missing or too large');
    // From a worker the bytes arrive as a Uint8Array; pdfkit takes only a Buffer (or a path).
    doc.image(Buffer.from(bytes), MARGIN, top, { fit: SIGNATURE_BOX });
    doc.rect(MARGIN, top, SIGNATURE_BOX[0], SIGNATURE_BOX[1]).strokeColor(RULE).stroke();
    doc.y = top + SIGNATURE_BOX[1] + 8;
  } catch {
    // A file that is gone or not an image the PDF can hold: said, not drawn.
    doc.fillColor(INK).text(unreadable, MARGIN, top);
    doc.y += 8;
  }
}

function block(doc: Doc, content: RecordBlock, unreadable: string): void {
  heading(doc, content.title, 13);
  if (content.note) doc.fontSize(9.5).fillColor(GREY).text(content.note, MARGIN, doc.y);
  for (const item of content.rows) row(doc, item);
  for (const group of content.groups ?? []) {
    doc.fontSize(10.5);
    ensureRoom(doc, 60);
    doc.moveDown(0.3).fillColor(INK).text(group.title, MARGIN, doc.y);
    doc.y += 2;
    for (const item of group.rows) row(doc, item);
  }
  for (const item of content.images ?? []) image(doc, item, unreadable);
}

function footers(doc: Doc, content: ApplicationContent): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const label = content.pageTemplate
      .replace('{{page}}', String(index + 1))
      .replace('{{pages}}', String(count));
    const text = `${content.subject} · ${label}`;
    const y = doc.page.height - MARGIN + 8;
    // Written below the bottom margin: no automatic page break may follow it.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(text, MARGIN, y, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
}

/**
 * The PDF's bytes, drawn synchronously and collected from pdfkit's stream. Embedding the font's
 * subset is most of the work (tens of ms, about 0.3 s for the first document of a process), so
 * the server runs this in a worker thread (render-pool.ts), never on its event loop.
 */
export function renderApplicationPdf(
  content: ApplicationContent,
  options: { unreadableImage: string; createdAt?: Date },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: content.lang,
    displayTitle: true,
    info: {
      Title: content.subject,
      Subject: content.subject,
      Creator: 'insure-reserve',
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes an opened fontkit font as well as bytes (its types know only the latter).
  doc.registerFont('body', recordFont(content.lang) as unknown as Buffer);
  doc.font('body');
  doc.fontSize(18).fillColor(INK).text(content.title, MARGIN, MARGIN);
  for (const item of content.blocks) block(doc, item, options.unreadableImage);
  footers(doc, content);
  doc.end();
  return done;
}

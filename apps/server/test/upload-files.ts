import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { reencodeImage } from '../src/files/reencode-image.ts';
import type { ReencodedMime } from '../src/files/reencode-image.ts';

/** Real, tiny files built in the test: what a phone sends, and what an attacker might. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of grey pixels; `declared` lies about the size in the header (a pixel flood). */
export function png(width = 2, height = 2, declared?: { width: number; height: number }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(declared?.width ?? width, 0);
  header.writeUInt32BE(declared?.height ?? height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real 4×3 baseline JPEG (made once with sharp): the server decodes and re-encodes every image,
 * so a file of markers alone would be refused as unreadable.
 */
const TINY_JPEG =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==';

export function jpeg(): Buffer {
  return Buffer.from(TINY_JPEG, 'base64');
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** A PDF of about `size` bytes (hex in a comment: nothing a PDF check refuses), stored as sent. */
export const bigPdf = (size: number) =>
  Buffer.concat([
    pdf(),
    Buffer.from(`%${crypto.randomBytes(size / 2).toString('hex')}\n`, 'latin1'),
  ]);

/**
 * What the server keeps of an image it is sent: the same re-encoding (files/reencode-image.ts),
 * so a test can compare a stored or served file, or a quota, with what it uploaded.
 */
export async function storedImage(content: Buffer, mime: ReencodedMime): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reencoded-'));
  try {
    fs.writeFileSync(path.join(dir, 'in'), content);
    await reencodeImage(path.join(dir, 'in'), path.join(dir, 'out'), mime, 50_000_000);
    return fs.readFileSync(path.join(dir, 'out'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The attack: a 7071 × 7071 PNG of 16-bit RGBA pixels (400 MB decoded) that compresses
 * to about 389 KB. Deflated row by row, so making it never holds the pixels in memory.
 */
export async function hostileSignaturePng(side = 7071): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([16, 6, 0, 0, 0], 8); // 16-bit RGBA
  const row = Buffer.alloc(1 + side * 8);
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

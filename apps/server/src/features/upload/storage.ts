import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files live in DATA_DIR/uploads under random names with no extension, outside anything served
 * statically: a name says nothing about the file, and only the download route hands one out.
 */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function newStorageName(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Moves the request's temporary file into storage (a copy when they sit on different disks). */
export async function keepFile(tmpPath: string, target: string): Promise<void> {
  try {
    await fs.promises.rename(tmpPath, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(tmpPath, target, fs.constants.COPYFILE_EXCL);
  }
}

/**
 * The name shown back to the member: no directories, control or bidirectional-override
 * characters, nor characters that break a header or a file system; at most 120 characters.
 */
export function cleanFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return Array.from(cleaned || fallback)
    .slice(0, 120)
    .join('');
}

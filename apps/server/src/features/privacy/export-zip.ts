import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExportFile } from './export-data.ts';

/**
 * The export as a ZIP stream: data.json first (deflated), then every file stored as it is (scans
 * and PDFs are compressed already). yazl opens each file only when its turn comes, so the export
 * never holds more than a chunk of one file in memory.
 */
export function exportZip(data: unknown, files: readonly ExportFile[], now: number): Readable {
  const zip = new ZipFile();
  const mtime = new Date(now);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json', { mtime });
  for (const file of files) {
    zip.addFile(file.diskPath, file.zipPath, { compress: false, mtime });
  }
  zip.end();
  return zip.outputStream as Readable;
}

import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../../storage/file-store.ts';
import type { ExportFile } from './export-data.ts';

/**
 * The export as a ZIP stream: data.json first (deflated), then every file stored as it is (scans
 * and PDFs are compressed already). yazl opens each file only when its turn comes, so the export
 * never holds more than a chunk of one file in memory; a file gone meanwhile fails the stream.
 */
export function exportZip(
  store: FileStore,
  data: unknown,
  files: readonly ExportFile[],
  now: number,
): Readable {
  const zip = new ZipFile();
  const mtime = new Date(now);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json', { mtime });
  for (const file of files) {
    const { area, name } = file.stored;
    zip.addReadStreamLazy(file.zipPath, { compress: false, mtime }, (done) => {
      // yazl takes no stream with an error: an empty one stands beside it.
      const failed = (error: unknown) => done(error, Readable.from([]));
      store
        .open(area, name)
        .then(
          (opened) =>
            opened ? done(null, opened.body) : failed(new Error(`${area}/${name} gone`)),
          failed,
        );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

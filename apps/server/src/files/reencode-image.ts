import fs from 'node:fs/promises';
import sharp from 'sharp';

/**
 * Every image a member or the staff upload is decoded and written afresh before it is kept: what
 * is stored is pixels only, never the sender's bytes (EXIF with its GPS position, comments, ICC
 * profiles, anything a crafted file hides after its image data). sharp (libvips) does the work
 * off the event loop, in native memory.
 *
 * Bounded: one image at a time in the whole process (a queue, first come first served), libvips'
 * own threads at one, its cache off, and every input limited to the pixels the header check
 * allowed (limitInputPixels, so a file whose header lies cannot decode to more) and to 30 s. A
 * hostile image fails alone: libvips reports it as an error and the upload is refused.
 * Measured (docs/security.md): a 50-megapixel JPEG costs about 0.3 GB and 2 s, 0.5 GB and 4 s when
 * its EXIF says it must be turned.
 */
sharp.cache(false);
sharp.concurrency(1);

const TIMEOUT_S = 30;

/**
 * Larger images are refused from their header, before anything decodes them: decoding one (a
 * "pixel flood") would exhaust the server re-encoding it, or a viewer. What re-encoding the
 * largest allowed costs is in docs/security.md.
 */
export const MAX_IMAGE_SIDE = 20_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

export function isTooLarge(width: number, height: number): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}

/** The types re-encoded, each into itself: every image type the contract accepts. */
export const REENCODED = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReencodedMime = (typeof REENCODED)[number];

export function isReencoded(mime: string): mime is ReencodedMime {
  return (REENCODED as readonly string[]).includes(mime);
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier one has finished, whatever their outcome. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export class UnreadableImage extends Error {}

/**
 * Decodes the image at `source` (a path or the bytes; at most `maxPixels`) and writes it to `target` in the same
 * format, turned upright by its EXIF orientation and without any metadata. Answers the new size;
 * throws UnreadableImage when the file does not decode as the image it claims to be.
 */
export function reencodeImage(
  source: string | Buffer,
  target: string,
  mime: ReencodedMime,
  maxPixels: number,
): Promise<number> {
  return oneAtATime(async () => {
    try {
      const input = sharp(source, {
        limitInputPixels: maxPixels,
        sequentialRead: true,
        failOn: 'error',
        // A multi-page file (an animated WebP) keeps its first image only.
        pages: 1,
      })
        .rotate()
        .timeout({ seconds: TIMEOUT_S });
      const output =
        mime === 'image/jpeg'
          ? input.jpeg({ quality: 90 })
          : mime === 'image/png'
            ? // 8 bits a channel: what a viewer and the PDF renderer read cheaply.
              input.toColourspace('srgb').png({ compressionLevel: 6 })
            : input.webp({ quality: 90 });
      const info = await output.toFile(target);
      await fs.chmod(target, 0o600);
      return info.size;
    } catch (error) {
      await fs.rm(target, { force: true });
      throw new UnreadableImage(error instanceof Error ? error.message : String(error));
    }
  });
}

import { Readable } from 'node:stream';

/**
 * Bytes from an async iterator as a stream that asks the iterator for a value only when the
 * stream's reader wants one, and ends the iterator (letting go of its source) when the stream is
 * destroyed. `first`, when given, was taken from the iterator already (to check it).
 * Readable.from reads ahead in a loop of its own instead; over the file store's unsealing
 * generator it cost each sealed 32 MiB download a full collection of the heap and about 10 ms
 * here (D102).
 */
export function pulled(
  iterator: AsyncIterator<Buffer, unknown>,
  first?: IteratorResult<Buffer, unknown>,
): Readable {
  let taken = first;
  return new Readable({
    read() {
      const next = taken ? Promise.resolve(taken) : iterator.next();
      taken = undefined;
      next.then(
        (result) => this.push(result.done ? null : result.value),
        (error: unknown) => this.destroy(error as Error),
      );
    },
    destroy(error, callback) {
      const ended = iterator.return?.(undefined) ?? Promise.resolve();
      ended.then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}

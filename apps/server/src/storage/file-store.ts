import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { decryptValue, encryptValue, loadDataKeys } from '../crypto/data-key.ts';
import type { Db } from '../db/database.ts';
import type { ByteRange, StorageBackend } from './backend.ts';
import { CHUNK, MAGIC, SealBroken, newFileKey, seal, sealedSpan, unseal } from './sealed.ts';
import type { FileKey, TagHash } from './sealed.ts';
import { pulled } from './pulled.ts';
import { ObjectGone, unsealFile, unsealObject } from './unseal-pool.ts';
import { deleteSeal, findSeal, saveSeal } from './stored-files-repository.ts';
import type { SealRow } from './stored-files-repository.ts';

/**
 * The one file store (issue 38): every stored file (a member's upload or remittance slip, a
 * business document, an application PDF, the demo's documents) is put, read, listed and removed
 * here, whichever backend holds the bytes (FILE_STORE: disk or s3). Nothing else in the server
 * touches stored files.
 */
export const FILE_AREAS = ['uploads', 'documents'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** What a caller stores: bytes in memory, a stream, or a file on disk (a request's temporary). */
export type FileSource = Buffer | Readable | { path: string };

/** A stored file opened for reading: its whole size, and the bytes asked for. */
export interface OpenedFile {
  size: number;
  /** The part read, when a range was asked for. */
  range?: ByteRange;
  body: Readable;
}

/** A stored file found, its size known, not opened yet (FileStore.find). */
export interface FoundFile {
  size: number;
  open(range?: ByteRange): Promise<OpenedFile | null>;
}

export interface PutResult {
  size: number;
  /** The file's digest as its row records it (`stored_files.sha256`, see digestKinds). */
  digest: string;
}

/**
 * What a row's `sha256` is the digest of (D82). A file put since D82: `tags:` and the SHA-256 of
 * its sealed object's header and chunk tags, computed while sealing; the tags fix every sealed
 * byte under the file's key, so a copy that opens (every tag checked) and has this digest is the
 * object that was put, without hashing every byte on the way in. A row written before, or by
 * `files:encrypt`: the SHA-256 of the plain bytes (64 hex digits, no prefix).
 */
const TAGS = 'tags:';

/** A random storage name: it says nothing about the file; `ext` keeps a document's type visible. */
export function newStorageName(ext?: string): string {
  const name = crypto.randomBytes(16).toString('hex');
  return ext ? `${name}.${ext}` : name;
}

/** Names the server made (newStorageName, the demo's): never a path, never hidden. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function keyOf(area: FileArea, name: string): string {
  if (!NAME.test(name)) throw new Error(`not a storage name: ${JSON.stringify(name)}`);
  return `${area}/${name}`;
}

function toStream(source: FileSource): Readable {
  if (Buffer.isBuffer(source)) return Readable.from([source]);
  if (source instanceof Readable) return source;
  return fs.createReadStream(source.path);
}

/** Counts the bytes passing through, and hashes them when `plainHash` (files:encrypt's rows). */
function measured(source: Readable, plainHash = false) {
  const hash = plainHash ? crypto.createHash('sha256') : undefined;
  let size = 0;
  async function* pass(): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      hash?.update(bytes);
      size += bytes.length;
      yield bytes;
    }
  }
  return { body: pass(), size: () => size, sha256: () => hash?.digest('hex') ?? '' };
}

/**
 * The file store over a backend. Every file put is sealed (storage/sealed.ts) under a data key of
 * its own, wrapped by DATA_KEY in its stored_files row with the nonces' prefix, the plain size
 * and the digest (TAGS): a copy of the folder or the bucket alone reveals nothing, and an altered file
 * is refused (SealBroken). A file without a row was stored before sealing existed and is read as
 * it is until `files:encrypt` seals it (sealLegacy).
 */
export class FileStore {
  constructor(
    readonly backend: StorageBackend,
    private readonly db: Db,
  ) {}

  private async unwrap(row: SealRow): Promise<FileKey> {
    const keys = await loadDataKeys(this.db);
    return {
      key: Buffer.from(decryptValue(keys, row.wrapped_key), 'base64'),
      prefix: Buffer.from(row.nonce, 'base64'),
    };
  }

  private async wrap(
    file: FileKey,
    area: FileArea,
    name: string,
    put: PutResult,
  ): Promise<SealRow> {
    const keys = await loadDataKeys(this.db);
    return {
      area,
      name,
      wrapped_key: encryptValue(keys, file.key.toString('base64')),
      nonce: file.prefix.toString('base64'),
      size: put.size,
      sha256: put.digest,
      created_at: Date.now(),
      chunk: CHUNK,
    };
  }

  /**
   * Stores `source` sealed as `name` in `area`, replacing a file of that name: the object first,
   * then its row (an object without its row is never read as plain: it starts with MAGIC).
   */
  async put(area: FileArea, name: string, source: FileSource): Promise<PutResult> {
    const key = keyOf(area, name);
    const file = newFileKey();
    const { body, size } = measured(toStream(source));
    const tags = crypto.createHash('sha256');
    await this.backend.write(key, seal(file, body, { tags }));
    const put = { size: size(), digest: TAGS + tags.digest('hex') };
    try {
      await saveSeal(this.db, await this.wrap(file, area, name, put));
    } catch (error) {
      await this.backend.remove(key);
      throw error;
    }
    return put;
  }

  /** The file's plain size; null when it is not stored. */
  async stat(area: FileArea, name: string): Promise<{ size: number } | null> {
    const found = await this.find(area, name);
    return found && { size: found.size };
  }

  /**
   * The stored file, its size known, to open once the range is chosen (a download reads its
   * Range header against the size); null when it is not stored. The first chunk is checked
   * before `open` answers, so an altered small file is refused (SealBroken) before any reply
   * starts; a later chunk that fails ends the stream with the error.
   */
  async find(area: FileArea, name: string): Promise<FoundFile | null> {
    const key = keyOf(area, name);
    const row = await findSeal(this.db, area, name);
    if (!row) return this.findPlain(key);
    const open = async (range?: ByteRange): Promise<OpenedFile | null> => {
      const plain = await this.unsealed(key, row, range);
      if (!plain) return null;
      // A chunk that fails ends the generator, whose reading loop lets go of the source.
      let first: IteratorResult<Buffer>;
      try {
        first = await plain.next();
      } catch (error) {
        // An object the workers were to read (unsealObject) and that is not there.
        if (error instanceof ObjectGone) return null;
        throw error;
      }
      const body = pulled(plain, first);
      return { size: row.size, ...(range ? { range } : {}), body };
    };
    return { size: row.size, open };
  }

  /** The file's plain bytes (or the range of them asked for); null when it is not stored. */
  async open(area: FileArea, name: string, range?: ByteRange): Promise<OpenedFile | null> {
    const found = await this.find(area, name);
    return found && found.open(range);
  }

  /**
   * The plain bytes of the sealed file `row` (or of `range`), as they are unsealed from the
   * object's bytes; null when the object is gone. `tags`: see unseal.
   */
  private async unsealed(
    key: string,
    row: SealRow,
    range?: ByteRange,
    tags?: TagHash,
  ): Promise<AsyncGenerator<Buffer> | null> {
    const span = sealedSpan(row.size, row.chunk, range);
    // The key first: a source opened is always read (its generator closes it).
    const file = await this.unwrap(row);
    // More than one chunk, to send: decrypted in the worker threads, which read the file or the
    // object themselves (a digest, which takes every tag, is read here).
    const { backend } = this;
    if (span.last > span.first && !tags) {
      if (backend.openFile) {
        const handle = await backend.openFile(key);
        return handle && unsealFile(handle, file, row.size, span);
      }
      const sign = backend.signedUrl?.bind(backend);
      if (sign) return unsealObject(() => sign(key), file, row.size, span);
    }
    const sealed = await this.backend.read(key, span.stored);
    return sealed && unseal(file, row.size, span, sealed, tags);
  }

  /** A file stored before sealing (no row): as it is, unless it is a sealed one that lost its row. */
  private async findPlain(key: string): Promise<FoundFile | null> {
    const stat = await this.backend.stat(key);
    if (!stat) return null;
    const open = async (range?: ByteRange): Promise<OpenedFile | null> => {
      if (await this.startsSealed(key)) throw new SealBroken(`${key} is sealed but has no key`);
      const body = await this.backend.read(key, range);
      return body && { size: stat.size, ...(range ? { range } : {}), body };
    };
    return { size: stat.size, open };
  }

  private async startsSealed(key: string): Promise<boolean> {
    const head = await this.backend.read(key, { start: 0, end: MAGIC.length - 1 });
    if (!head) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of head) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, MAGIC.length).equals(MAGIC);
  }

  /** The whole file in memory (small files only: a signature, a digest's input); null if absent. */
  async read(area: FileArea, name: string): Promise<Buffer | null> {
    const opened = await this.open(area, name);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(area: FileArea, name: string): Promise<boolean> {
    return (await this.stat(area, name)) !== null;
  }

  /** Removes the files and their seals; one already missing is no error. */
  async delete(area: FileArea, ...names: string[]): Promise<void> {
    for (const name of names) {
      await this.backend.remove(keyOf(area, name));
      await deleteSeal(this.db, area, name);
    }
  }

  /** Every stored file of the area, with its stored size (retention, files:copy, backups). */
  async *list(area: FileArea): AsyncIterable<{ name: string; size: number }> {
    for await (const { key, size } of this.backend.list(`${area}/`)) {
      yield { name: key.slice(area.length + 1), size };
    }
  }

  /**
   * `files:encrypt`: seals a file stored in plain bytes before sealing existed, in place. Its row
   * is written first, from a first pass over the bytes (size, SHA-256), then the sealed bytes
   * replace the plain ones: a run stopped in between leaves plain bytes under a row, which no
   * reader takes, and the next run seals them with that row's key once their SHA-256 matches it.
   */
  async sealLegacy(area: FileArea, name: string): Promise<'sealed' | 'already' | 'missing'> {
    const key = keyOf(area, name);
    if (!(await this.backend.stat(key))) return 'missing';
    if (await this.startsSealed(key)) return 'already';
    const plain = await this.measure(key);
    let row = await findSeal(this.db, area, name);
    let file: FileKey;
    if (row) {
      if (row.sha256 !== plain.digest || row.size !== plain.size) {
        throw new SealBroken(`${key}: plain bytes that are not the file its row describes`);
      }
      file = await this.unwrap(row);
    } else {
      file = newFileKey();
      row = await this.wrap(file, area, name, plain);
      await saveSeal(this.db, row);
    }
    const source = await this.backend.read(key);
    if (!source) return 'missing';
    await this.backend.write(key, seal(file, source, { chunk: row.chunk }));
    return 'sealed';
  }

  private async measure(key: string): Promise<PutResult> {
    const source = await this.backend.read(key);
    if (!source) throw new Error(`${key} is gone`);
    const { body, size, sha256 } = measured(source, true);
    for await (const chunk of body) void chunk;
    return { size: size(), digest: sha256() };
  }

  /** This store's files on another backend, under the same seals (files:copy, backups). */
  on(backend: StorageBackend): FileStore {
    return new FileStore(backend, this.db);
  }

  /**
   * The file's digest of the kind its row records (TAGS), read back whole with every chunk's seal
   * checked on the way; a file stored before sealing, the SHA-256 of its bytes; null when it is
   * not stored. A broken seal throws SealBroken.
   */
  async digest(area: FileArea, name: string): Promise<string | null> {
    const row = await findSeal(this.db, area, name);
    if (row?.sha256.startsWith(TAGS)) {
      const tags = crypto.createHash('sha256');
      const plain = await this.unsealed(keyOf(area, name), row, undefined, tags);
      if (!plain) return null;
      for await (const chunk of plain) void chunk;
      return TAGS + tags.digest('hex');
    }
    const opened = await this.open(area, name);
    if (!opened) return null;
    const hash = crypto.createHash('sha256');
    for await (const chunk of opened.body) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  /** The digest its row recorded when the file was put; a file stored before sealing, its bytes'. */
  async recordedDigest(area: FileArea, name: string): Promise<string | null> {
    const row = await findSeal(this.db, area, name);
    return row ? row.sha256 : this.digest(area, name);
  }

  /** /readyz's fileStore check. */
  check(): Promise<void> {
    return this.backend.check();
  }

  close(): void {
    this.backend.close?.();
  }
}

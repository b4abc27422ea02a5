import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

/**
 * The AES-256-GCM key of the sensitive numbers at rest (docs/security.md "Encryption at rest").
 * DATA_KEY encrypts; DATA_KEY_OLD (and a key the database made earlier) still decrypt, each found
 * by the key id written in the value. Without DATA_KEY (the embedded database only: config.ts
 * requires it with DATABASE_URL) a key is made once and kept in DATA_DIR/data.key, a file apart
 * from the database file, so a copy of the database alone reads no number.
 */
export interface DataKeys {
  /** The key new values are encrypted under. */
  currentId: string;
  /** Every key a value may name, by id. */
  byId: ReadonlyMap<string, Buffer>;
}

export type DataKeyConfig = Partial<Pick<Config, 'dataKey' | 'dataKeyOld' | 'dataDir'>>;

const PREFIX = 'enc:v1:';
const KEY_FILE = 'data.key';

/** First 8 hex digits of the key's SHA-256: names the key without revealing it. */
export function keyIdOf(key: Buffer): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The id of the key an encrypted value was written under. */
export function keyIdOfValue(value: string): string | undefined {
  return isEncrypted(value) ? value.slice(PREFIX.length).split(':')[0] : undefined;
}

/** 'enc:v1:<keyId>:<iv>:<tag>:<ciphertext>', base64 parts, a random 12-byte IV each time. */
export function encryptValue(keys: DataKeys, plain: string): string {
  const key = keys.byId.get(keys.currentId) as Buffer;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64'));
  return `${PREFIX}${keys.currentId}:${parts.join(':')}`;
}

/** The plain text of a value; a value that is not encrypted (not migrated yet) as it is. */
export function decryptValue(keys: DataKeys, value: string): string {
  if (!isEncrypted(value)) return value;
  const [keyId, iv, tag, body] = value.slice(PREFIX.length).split(':');
  const key = keys.byId.get(keyId ?? '');
  if (!key || iv === undefined || tag === undefined || body === undefined) {
    throw new Error(`Encrypted value under unknown key ${keyId ?? ''}: set DATA_KEY_OLD`);
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/*
 * Per database. A transaction is another Kysely object, but it shares its database's adapter
 * (Kysely hands the same one to every executor it derives), so the adapter names the database.
 */
type DbIdentity = object;
const identityOf = (db: Db): DbIdentity => db.getExecutor().adapter;
const configs = new WeakMap<DbIdentity, DataKeyConfig>();
const loading = new WeakMap<DbIdentity, Promise<DataKeys>>();
const loaded = new WeakMap<DbIdentity, DataKeys>();

/** Says which keys this database uses; loadDataKeys then reads or makes them. */
export function configureDataKeys(db: Db, config: DataKeyConfig): void {
  const id = identityOf(db);
  configs.set(id, config);
  loading.delete(id);
  loaded.delete(id);
}

/** DATA_DIR/data.key: the embedded database's own key, made once (0600) when DATA_KEY is unset. */
function storedKey(dataDir: string | undefined, make: boolean): Buffer | undefined {
  if (!dataDir) return undefined;
  const file = path.join(dataDir, KEY_FILE);
  const read = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (fs.existsSync(file)) return read();
  if (!make) return undefined;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two instances starting together on one DATA_DIR; the first write wins, both read it.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

async function load(config: DataKeyConfig): Promise<DataKeys> {
  // A key made before DATA_KEY was set still reads what it wrote.
  const stored = storedKey(config.dataDir, config.dataKey === undefined);
  const current = config.dataKey ?? stored;
  if (!current) throw new Error('No data key: set DATA_KEY');
  const byId = new Map<string, Buffer>();
  for (const key of [stored, config.dataKeyOld, current]) if (key) byId.set(keyIdOf(key), key);
  return { currentId: keyIdOf(current), byId };
}

/** The database's keys, read (or made) once. */
export function loadDataKeys(db: Db): Promise<DataKeys> {
  const id = identityOf(db);
  let keys = loading.get(id);
  if (!keys) {
    keys = load(configs.get(id) ?? {}).then((ready) => {
      loaded.set(id, ready);
      return ready;
    });
    keys.catch(() => loading.delete(id));
    loading.set(id, keys);
  }
  return keys;
}

/** The keys loadDataKeys read at start-up (migrateToLatest loads them). */
export function dataKeysOf(db: Db): DataKeys {
  const keys = loaded.get(identityOf(db));
  if (!keys) throw new Error('Data keys are not loaded: migrateToLatest loads them');
  return keys;
}

import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

/**
 * The AES-256-GCM key of the sensitive numbers at rest (docs/security.md "Encryption at rest").
 * DATA_KEY encrypts; DATA_KEY_OLD (and a key the database made earlier) still decrypt, each found
 * by the key id written in the value. Without DATA_KEY a key is made once and kept in server_keys,
 * like the handheld site's RSA key: right for the embedded demo and tests, not for production,
 * where the key must live apart from the data it protects.
 */
export interface DataKeys {
  /** The key new values are encrypted under. */
  currentId: string;
  /** Every key a value may name, by id. */
  byId: ReadonlyMap<string, Buffer>;
}

export type DataKeyConfig = Partial<Pick<Config, 'dataKey' | 'dataKeyOld'>>;

const PREFIX = 'enc:v1:';
const STORED_NAME = 'data-key';

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

async function storedKey(db: Db, make: boolean): Promise<Buffer | undefined> {
  const find = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', STORED_NAME).executeTakeFirst();
  const found = await find();
  if (found || !make) return found ? Buffer.from(found.value, 'base64') : undefined;
  // Two instances starting together: the first insert wins and both use its key.
  await db
    .insertInto('server_keys')
    .values({
      name: STORED_NAME,
      value: crypto.randomBytes(32).toString('base64'),
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await find();
  return kept ? Buffer.from(kept.value, 'base64') : undefined;
}

async function load(db: Db, config: DataKeyConfig): Promise<DataKeys> {
  // A key the database made before DATA_KEY was set still reads what it wrote.
  const stored = await storedKey(db, config.dataKey === undefined);
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
    keys = load(db, configs.get(id) ?? {}).then((ready) => {
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

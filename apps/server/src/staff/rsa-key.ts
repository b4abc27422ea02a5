import crypto from 'node:crypto';
import { decryptValue, encryptValue, isEncrypted, loadDataKeys } from '../crypto/data-key.ts';
import type { Db } from '../db/database.ts';

/** SPEC §9: exponent 65537; the size comes from PDA_RSA_BITS (1024 by default). */
export const RSA_EXPONENT = 65537;

export interface SiteKey {
  privateKey: crypto.KeyObject;
  publicPem: string;
  bits: number;
}

/** Per database (tests run several apps in one process), per size. */
const cache = new WeakMap<Db, Map<number, Promise<SiteKey>>>();

function toSiteKey(privatePem: string, bits: number): SiteKey {
  const privateKey = crypto.createPrivateKey(privatePem);
  const publicPem = crypto
    .createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return { privateKey, publicPem, bits };
}

/**
 * The private key is stored encrypted under DATA_KEY (like the ID numbers), so a copy of the
 * database alone cannot read staff passwords in flight. A key stored in plain by an older version
 * is encrypted in place the first time it is read.
 */
async function loadOrMake(db: Db, bits: number): Promise<SiteKey> {
  const name = `pda-rsa-${bits}`;
  const keys = await loadDataKeys(db);
  const find = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  const found = await find();
  if (found) {
    const pem = decryptValue(keys, found.value);
    if (!isEncrypted(found.value)) {
      await db
        .updateTable('server_keys')
        .set({ value: encryptValue(keys, pem) })
        .where('name', '=', name)
        .where('value', '=', found.value)
        .execute();
    }
    return toSiteKey(pem, bits);
  }
  const { privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicExponent: RSA_EXPONENT,
  });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Two instances starting together: the first insert wins and both use its key.
  await db
    .insertInto('server_keys')
    .values({ name, value: encryptValue(keys, pem), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await find();
  return toSiteKey(kept ? decryptValue(keys, kept.value) : pem, bits);
}

/**
 * The handheld site's RSA key: made once, kept in the database (so every instance and every
 * restart uses the same one), then held in memory.
 */
export function siteKey(db: Db, bits: number): Promise<SiteKey> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  let key = keys.get(bits);
  if (!key) {
    key = loadOrMake(db, bits);
    key.catch(() => keys.delete(bits));
    keys.set(bits, key);
  }
  return key;
}

/** Decrypts the browser's RSA-OAEP (SHA-256) ciphertext; undefined when it is not one of ours. */
export function decryptPassword(key: SiteKey, base64: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  try {
    return crypto
      .privateDecrypt(
        {
          key: key.privateKey,
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(base64, 'base64'),
      )
      .toString('utf8');
  } catch {
    return undefined;
  }
}

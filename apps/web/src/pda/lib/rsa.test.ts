import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, NoWebCryptoError } from './rsa';

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP (SHA-256) so the server can decrypt the UTF-8 password', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicExponent: 65537,
    });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const password = 'Secret密码2026';
    const sent = await encryptPassword(pem, password, webcrypto.subtle as SubtleCrypto);
    expect(sent).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sent, 'base64'),
    );
    expect(plain.toString('utf8')).toBe(password);
  });

  it('says so where WebCrypto is missing (a page that is not a secure context)', async () => {
    await expect(encryptPassword('pem', 'x', null)).rejects.toBeInstanceOf(NoWebCryptoError);
  });
});

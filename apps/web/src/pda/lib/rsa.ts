/**
 * pda/site/login's password: RSA-OAEP (SHA-256) over the UTF-8 password with the site's public
 * key (SPKI PEM), sent as base64. WebCrypto only exists in secure contexts (HTTPS, localhost);
 * elsewhere the caller tells the staff member to use one.
 */
export class NoWebCryptoError extends Error {
  constructor() {
    super('WebCrypto is not available (not a secure context)');
    this.name = 'NoWebCryptoError';
  }
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptPassword(
  publicKeyPem: string,
  password: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) throw new NoWebCryptoError();
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const plain = new TextEncoder().encode(password);
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain));
}

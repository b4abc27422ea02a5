import { sensitiveFieldKeys } from '@app/contract/sections/sensitive';
import type { DataKeys } from './data-key.ts';
import { decryptValue, encryptValue, isEncrypted, keyIdOfValue } from './data-key.ts';

/**
 * The sensitive numbers inside a section's stored JSON: encrypted when written, decrypted when
 * read. Other fields, and values already encrypted, pass as they are.
 */
type Data = Record<string, unknown>;

function mapSensitive(json: string, change: (value: string) => string): string {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return json;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return json;
  const out: Data = { ...(data as Data) };
  let changed = false;
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (!sensitiveFieldKeys.has(key) || typeof value !== 'string' || value === '') continue;
    const next = change(value);
    if (next !== value) {
      out[key] = next;
      changed = true;
    }
  }
  return changed ? JSON.stringify(out) : json;
}

export function sealValue(keys: DataKeys, value: string): string {
  return value === '' || isEncrypted(value) ? value : encryptValue(keys, value);
}

/** Under the current key, whatever key (or none) it had; one already under it stays as it is. */
export function resealValue(keys: DataKeys, value: string): string {
  if (value === '' || keyIdOfValue(value) === keys.currentId) return value;
  return encryptValue(keys, decryptValue(keys, value));
}

export const sealSection = (keys: DataKeys, json: string): string =>
  mapSensitive(json, (value) => sealValue(keys, value));

export const openSection = (keys: DataKeys, json: string): string =>
  mapSensitive(json, (value) => decryptValue(keys, value));

export const resealSection = (keys: DataKeys, json: string): string =>
  mapSensitive(json, (value) => resealValue(keys, value));

/** Numbers shown outside the owner's draft: the last four characters only (DESIGN.md). */
export function maskValue(value: string): string {
  if (!value) return '';
  return value.length <= 4
    ? '*'.repeat(value.length)
    : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** A section's data with its sensitive numbers masked. */
export function maskSection(data: Data): Data {
  const out: Data = { ...data };
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (sensitiveFieldKeys.has(key) && typeof value === 'string') out[key] = maskValue(value);
  }
  return out;
}

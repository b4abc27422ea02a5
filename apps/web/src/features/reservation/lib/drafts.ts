import type { SectionName } from '@app/contract/sections/products';

/**
 * Local drafts of a section (DESIGN.md: a half-filled form is never lost). Written as the user
 * types, read back over the server's data, removed only once the server saved the section.
 */
export type FormValues = Record<string, string | string[]>;

export const draftKey = (token: string, section: SectionName) => `draft:${token}:${section}`;

export function readDraft(token: string, section: SectionName): FormValues | null {
  try {
    const raw = localStorage.getItem(draftKey(token, section));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const out: FormValues = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string') out[key] = item;
      else if (Array.isArray(item)) out[key] = item.map(String);
    }
    return out;
  } catch {
    return null;
  }
}

export function writeDraft(token: string, section: SectionName, values: FormValues): void {
  try {
    localStorage.setItem(draftKey(token, section), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the safety net is gone.
  }
}

export function clearDraft(token: string, section: SectionName): void {
  try {
    localStorage.removeItem(draftKey(token, section));
  } catch {
    // Nothing to clear.
  }
}

/** Server data as form values: text stays text, lists stay lists, anything else becomes text. */
export function toFormValues(data: Record<string, unknown> | undefined): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** True when the draft holds something the server's data does not. */
export function differs(draft: FormValues, saved: FormValues): boolean {
  return Object.entries(draft).some(
    ([key, value]) => JSON.stringify(value ?? '') !== JSON.stringify(saved[key] ?? ''),
  );
}

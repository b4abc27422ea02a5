import * as z from 'zod';
import type { FieldMessage } from '../issues.ts';
import { DECLARATIONS_VERSION, PICS_VERSION } from './texts.ts';

/**
 * EditAppointInfo submit's `declarations` field: a JSON string of what the member read and agreed
 * to (DESIGN.md). The versions must be the current ones; `use` and `sensitive` must be given;
 * `crossBorder` must be given when it applies (rules.ts crossBorderApplies) and may be false otherwise.
 */
export const MAX_DECLARATIONS_JSON = 1024;

export const submittedDeclarations = z.object({
  pics: z.string().max(64),
  declarations: z.string().max(64),
  consents: z.object({ use: z.boolean(), sensitive: z.boolean(), crossBorder: z.boolean() }),
});
export type SubmittedDeclarations = z.infer<typeof submittedDeclarations>;

export type DeclarationsJudgement =
  { ok: true; value: SubmittedDeclarations } | { ok: false; message: FieldMessage };

const refuse = (key: string): DeclarationsJudgement => ({
  ok: false,
  message: { key, params: {} },
});

/** The first thing wrong with a submit's declarations, as a catalog message; or the parsed value. */
export function judgeDeclarations(
  text: string | undefined,
  context: { crossBorder: boolean },
): DeclarationsJudgement {
  if (!text) return refuse('declarations.required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('declarations.required');
  }
  const parsed = submittedDeclarations.safeParse(json);
  if (!parsed.success) return refuse('declarations.required');
  const value = parsed.data;
  if (value.pics !== PICS_VERSION || value.declarations !== DECLARATIONS_VERSION) {
    return refuse('declarations.outdated');
  }
  if (!value.consents.use) return refuse('declarations.consentUse');
  if (!value.consents.sensitive) return refuse('declarations.consentSensitive');
  if (context.crossBorder && !value.consents.crossBorder) {
    return refuse('declarations.consentCrossBorder');
  }
  return { ok: true, value };
}

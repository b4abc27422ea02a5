import type { Language } from '@app/contract/codes';
import { crossBorderApplies, requiredSignatures } from '@app/contract/declarations/rules';
import { judgeDeclarations } from '@app/contract/declarations/submitted';
import type { ProductType } from '@app/contract/enums';
import type { FieldMessage } from '@app/contract/issues';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import type { Db } from '../../db/database.ts';
import { findSignatures } from '../../db/declarations-repository.ts';
import type { StoredDeclarations } from '../../db/declarations-repository.ts';
import type { ReservationRow } from './reservations-repository.ts';

/** What a submit brings besides the link: the declarations JSON, and who is asking from where. */
export interface DeclarationsInput {
  declarations?: string | undefined;
  lang: Language;
  ip: string;
  today: string;
}

const SIGN_MESSAGES = {
  signaturePolicyholder: 'declarations.signPolicyholder',
  signatureInsured: 'declarations.signInsured',
} as const;

export type SignedDeclarations =
  { ok: true; stored: StoredDeclarations } | { ok: false; errors: Record<string, FieldMessage> };

/**
 * The declarations (current versions, the consents these sections call for) and the signatures
 * (the policyholder's, and an adult insured's who is someone else), judged with the sections the
 * submit is about. Answers what to store, or every refusal keyed as data.fields shows it.
 */
export async function judgeSignedDeclarations(
  db: Db,
  input: {
    row: ReservationRow;
    sections: Partial<Record<SectionName, SectionData>>;
    request: DeclarationsInput;
    signedSince?: number | undefined;
  },
): Promise<SignedDeclarations> {
  const { row, sections, request } = input;
  const errors: Record<string, FieldMessage> = {};
  const judged = judgeDeclarations(request.declarations, {
    crossBorder: crossBorderApplies(sections),
  });
  if (!judged.ok) errors.declarations = judged.message;
  const signed = await findSignatures(db, row.id, input.signedSince);
  const productType = row.product_type as ProductType;
  for (const kind of requiredSignatures(productType, sections, request.today)) {
    if (!signed[kind]) errors[kind] = { key: SIGN_MESSAGES[kind], params: {} };
  }
  if (!judged.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    stored: {
      ...judged.value,
      lang: request.lang,
      at: new Date().toISOString(),
      ip: request.ip,
    },
  };
}

/**
 * The signatures drawn on the tip screen travel as uploads of these kinds (platform/upload, PNG).
 * They are not files of the upload section's form: they belong to the declarations.
 */
export const signatureKinds = ['signaturePolicyholder', 'signatureInsured'] as const;
export type SignatureKind = (typeof signatureKinds)[number];

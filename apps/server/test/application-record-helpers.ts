import crypto from 'node:crypto';
import type { BusinessDocument } from '@app/contract/calls/business';
import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import type { Member } from './reservation-helpers.ts';
import { submit } from './reservation-helpers.ts';
import type { TestApp } from './helpers.ts';

/** Fixtures for the application record tests: submit in a language, find and read the PDF. */

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Submitted in `lang`, signed and declared as the tip screen does. */
export const submitIn = (t: TestApp, member: Member, token: string, lang: string) =>
  submit(t, member, token, { lang });

/** The business's documents as the member sees them in GetSingleInsurance. */
export async function memberDocuments(t: TestApp, member: Member, businessId: string) {
  const res = await t.call(
    'insuranceservice/GetSingleInsurance',
    { id: businessId },
    { token: member.token },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.documents as BusinessDocument[];
}

export const applicationDocuments = async (t: TestApp, member: Member, businessId: string) =>
  (await memberDocuments(t, member, businessId)).filter((doc) => doc.kind === 'application');

/** GET /api/business/document/:id with a member's token. */
export const openDocument = (t: TestApp, id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/business/document/${id}`,
    headers: { authorization: token },
  });

/** The text a reader extracts from a PDF, every run of white space made one space. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text } = await parser.getText();
    return text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The application records of a reservation as stored, by version. */
export async function storedRecords(t: TestApp, reservationId: string) {
  return t.app.ctx.db
    .selectFrom('application_records')
    .selectAll()
    .where('appointment_id', '=', reservationId)
    .orderBy('version')
    .execute();
}

import { expect } from 'vitest';
import { attachDocument } from './admin-helpers.ts';
import { createReservation, upload } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { bigPdf, pdf } from './upload-files.ts';

/**
 * One stored file in each area for a member (files:copy and backup tests): a résumé PDF of about
 * `size` bytes (a PDF is stored as sent, several 64 KiB chunks) and a business document. The app
 * needs ADMIN_TOKEN (the document goes through the admin API). Answers the upload's id.
 */
export async function seedFiles(t: TestApp, member: Member, size: number): Promise<string> {
  const reservation = await createReservation(t, member, 'education');
  const content = bigPdf(size);
  const sent = await upload(t, member, reservation, 'resume', {
    name: 'cv.pdf',
    content,
    type: 'application/pdf',
  });
  expect(sent.code, sent.msg).toBe(200);
  await attachDocument(t, await addBusiness(t, member.id), 'policy.pdf', pdf());
  return sent.data.id as string;
}

/** The member's download of their upload. */
export const downloadUpload = (app: TestApp, id: string, token: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/upload/file/${id}`,
    headers: { authorization: token },
  });

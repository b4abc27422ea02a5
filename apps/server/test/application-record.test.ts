import { describe, expect, it, vi } from 'vitest';
import { DECLARATIONS_VERSION, PICS_VERSION } from '@app/contract/declarations/texts';
import { maskValue } from '../src/crypto/sensitive-fields.ts';
import { findDeclarations } from '../src/db/declarations-repository.ts';
import { runJobs } from '../src/jobs/registry.ts';
import { validSection } from '@app/contract/testing/fixtures';
import { admin } from './admin-helpers.ts';
import {
  createReservation,
  fileFor,
  fillReservation,
  newMember,
  save,
  storedReservation,
  today,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import {
  applicationDocuments,
  openDocument,
  pdfText,
  sha256,
  storedRecords,
  submitIn,
} from './application-record-helpers.ts';
import { entriesFor } from './audit-helpers.ts';
import { useTestApp } from './helpers.ts';
import { loggedInStaff } from './staff-book-fixtures.ts';
import { png, storedImage } from './upload-files.ts';

/**
 * Issue 13: on submit the server renders the whole application as a PDF in the member's language
 * and attaches it to the business as a document of kind `application`, its SHA-256 in the audit log.
 */
const t = useTestApp();

async function namedMember(name: string): Promise<Member> {
  const member = await newMember(t);
  await t.app.ctx.db.updateTable('members').set({ name }).where('id', '=', member.id).execute();
  return member;
}

/** A filled insurance reservation submitted in `lang`: the business and its application PDF. */
async function submitted(member: Member, lang: 'zh-CN' | 'en-US') {
  const token = await createReservation(t, member, 'insurance');
  const filled = await fillReservation(t, member, token, 'insurance');
  const res = await submitIn(t, member, token, lang);
  expect(res.code, res.msg).toBe(200);
  const businessId = res.data.businessId as string;
  const business = await t.app.ctx.db
    .selectFrom('businesses')
    .select('order_no')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return { token, businessId, orderNo: business.order_no, ...filled };
}

describe('the application PDF on submit', () => {
  it('is a document of kind application the member opens, in Chinese, with its SHA-256 audited', async () => {
    const member = await namedMember('陈大文 Chan Tai Man');
    const { businessId, orderNo, sections, uploads } = await submitted(member, 'zh-CN');
    const docs = await applicationDocuments(t, member, businessId);
    expect(docs).toHaveLength(1);
    const doc = docs[0]!;
    expect(doc).toMatchObject({ kind: 'application', mime: 'application/pdf' });
    expect(doc.name).toBe(`投保申请书 ${orderNo}.pdf`);

    const res = await openDocument(t, doc.id, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(doc.size);

    const text = await pdfText(bytes);
    expect(text).toContain('陈大文 Chan Tai Man');
    expect(text).toContain(orderNo);
    for (const label of [
      '投保申请书',
      '中文姓名',
      '证件号码',
      '投保人',
      '上传文件',
      '身份证正面',
    ]) {
      expect(text).toContain(label);
    }
    // Enumeration values by their labels; the policyholder's answers as saved.
    const applicant = sections.applicant as Record<string, string>;
    const idNumber = String(applicant.idNumber);
    expect(text).toContain(String(applicant.nameCn));
    expect(text).toContain('中国居民身份证');
    // The ID number masked to its last 4.
    expect(text).toContain(maskValue(idNumber));
    expect(text).not.toContain(idNumber);
    // Every uploaded file with the SHA-256 of its stored bytes.
    const plain = text.replace(/ /g, '');
    expect(Object.keys(uploads).length).toBeGreaterThan(0);
    expect(plain).toContain(sha256(await storedImage(png(), 'image/png')));

    const audit = await entriesFor(t, 'document', doc.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ type: 'member', id: member.id }),
        action: 'create',
      }),
    ]);
    expect(audit[0]!.changes).toMatchObject({ kind: 'application', sha256: sha256(bytes) });
  });

  it('is in English for a member who submits in English', async () => {
    const member = await namedMember('Alice Wong');
    const { businessId, orderNo } = await submitted(member, 'en-US');
    const [doc] = await applicationDocuments(t, member, businessId);
    expect(doc?.name).toBe(`Application form ${orderNo}.pdf`);
    const text = await pdfText((await openDocument(t, doc!.id, member.token)).rawPayload);
    for (const expected of [
      'Application form',
      'Alice Wong',
      orderNo,
      'Chinese name',
      'ID number',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Mainland China resident ID card');
    expect(text).not.toContain('中文姓名');
  });

  it('answers a retried submit without a second PDF', async () => {
    const member = await newMember(t);
    const { token, businessId } = await submitted(member, 'en-US');
    const again = await submitIn(t, member, token, 'en-US');
    expect(again.code, again.msg).toBe(200);
    expect(await applicationDocuments(t, member, businessId)).toHaveLength(1);
  });

  it('shows the declarations, consents and signatures recorded with the submit', async () => {
    const member = await newMember(t);
    const token = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, token, 'insurance');
    // Signed and declared as the tip screen does (appointment-helpers' submit).
    const res = await submitIn(t, member, token, 'en-US');
    expect(res.code, res.msg).toBe(200);
    const row = await storedReservation(t, token);
    const stored = await findDeclarations(t.app.ctx.db, row.id);
    if (!stored) throw new Error('no declarations stored with the submit');
    const [doc] = await applicationDocuments(t, member, res.data.businessId);
    const bytes = (await openDocument(t, doc!.id, member.token)).rawPayload;
    const text = await pdfText(bytes);
    for (const expected of [
      'Declarations and consents',
      PICS_VERSION,
      DECLARATIONS_VERSION,
      'Consent to the collection and use of personal data Given',
      stored.ip,
      "Policyholder's signature",
    ]) {
      expect(text).toContain(expected);
    }
    const signature = await storedImage(fileFor('signaturePolicyholder').content, 'image/png');
    expect(text.replace(/ /g, '')).toContain(sha256(signature));
    // The signature is drawn: the PDF holds an image.
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });
});

describe('who may open it', () => {
  it('is not found for another member, nor for an agent outside the book; staff of the book open it', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const agent = await loggedInStaff(t, 'agent');
    const outsider = await loggedInStaff(t, 'agent');
    const auditor = await loggedInStaff(t, 'auditor');
    await t.app.ctx.db
      .updateTable('members')
      .set({ staff_id: agent.id })
      .where('id', '=', owner.id)
      .execute();
    const { businessId } = await submitted(owner, 'en-US');
    const [doc] = await applicationDocuments(t, owner, businessId);
    expect((await openDocument(t, doc!.id, other.token)).statusCode).toBe(404);
    expect((await openDocument(t, doc!.id, 'no-such-session')).statusCode).toBe(401);

    const url = `/admin/documents/${doc!.id}`;
    expect((await admin(t, 'GET', url, undefined, outsider.token)).status).toBe(404);
    expect(
      (await admin(t, 'GET', `/admin/businesses/${businessId}`, undefined, outsider.token)).status,
    ).toBe(404);
    for (const staff of [agent, auditor]) {
      const res = await admin(t, 'GET', url, undefined, staff.token);
      expect(res.status).toBe(200);
      expect(res.res.headers['content-type']).toBe('application/pdf');
    }
    const detail = await admin(t, 'GET', `/admin/businesses/${businessId}`, undefined, agent.token);
    expect(detail.body.data.documents).toEqual([
      expect.objectContaining({ id: doc!.id, kind: 'application', mime: 'application/pdf' }),
    ]);
  });
});

describe('a resubmission after changes were requested', () => {
  it('adds the next version and keeps the first', async () => {
    const member = await namedMember('Resubmitting Member');
    const operator = await loggedInStaff(t, 'operator');
    const { token, businessId, orderNo } = await submitted(member, 'en-US');
    const asked = await admin(
      t,
      'POST',
      `/admin/businesses/${businessId}/request-changes`,
      { sections: ['insured'], note: 'Please check the insured' },
      operator.token,
    );
    expect(asked.status).toBe(200);
    const insured = validSection('insured', 'insurance', today());
    expect(
      (await save(t, member, token, 'insured', { ...insured, employer: 'Second Employer Ltd' }))
        .code,
    ).toBe(200);
    const again = await submitIn(t, member, token, 'zh-CN');
    expect(again.code, again.msg).toBe(200);

    const docs = await applicationDocuments(t, member, businessId);
    expect(docs.map((doc) => doc.name)).toEqual([
      `Application form ${orderNo}.pdf`,
      `投保申请书 ${orderNo} (2).pdf`,
    ]);
    const row = await storedReservation(t, token);
    const records = await storedRecords(t, row.id);
    expect(records.map((record) => [record.version, record.document_id])).toEqual([
      [1, docs[0]!.id],
      [2, docs[1]!.id],
    ]);
    const first = await pdfText((await openDocument(t, docs[0]!.id, member.token)).rawPayload);
    const second = await pdfText((await openDocument(t, docs[1]!.id, member.token)).rawPayload);
    expect(first).not.toContain('Second Employer Ltd');
    expect(second).toContain('Second Employer Ltd');
    expect(second).toContain('第 2 次提交');
  });
});

describe('a render that fails', () => {
  it('does not fail the submit, and the job renders it later', async () => {
    const member = await newMember(t);
    const token = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, token, 'insurance');
    // The file store refuses to keep the PDF (a full disk, an unreachable bucket); the
    // signatures the submit uploads first are kept.
    const files = t.app.ctx.files;
    const put = files.put.bind(files);
    const refusal = vi.spyOn(files, 'put').mockImplementation((area, ...rest) => {
      if (area === 'documents') return Promise.reject(new Error('the store is unavailable'));
      return put(area, ...rest);
    });
    let businessId: string;
    try {
      const res = await submitIn(t, member, token, 'en-US');
      expect(res.code, res.msg).toBe(200);
      businessId = res.data.businessId as string;
    } finally {
      refusal.mockRestore();
    }
    expect(await applicationDocuments(t, member, businessId)).toEqual([]);
    const row = await storedReservation(t, token);
    const [due] = await storedRecords(t, row.id);
    expect(due).toMatchObject({ attempts: 1, rendered_at: null, document_id: null });
    expect(due!.last_error).toBeTruthy();

    const at = Date.now() + 2 * 60_000;
    const { jobs } = await runJobs({
      db: t.app.ctx.db,
      mailer: t.app.ctx.mailer,
      config: t.config,
      at,
    });
    expect(jobs.applicationRecords).toEqual({ rendered: 1, failed: 0 });
    const [doc] = await applicationDocuments(t, member, businessId);
    expect(doc).toBeDefined();
    const audit = await entriesFor(t, 'document', doc!.id);
    expect(audit[0]).toMatchObject({ actor: { type: 'system' }, action: 'create' });
    const bytes = (await openDocument(t, doc!.id, member.token)).rawPayload;
    expect(audit[0]!.changes).toMatchObject({ sha256: sha256(bytes) });
    // Done: the next run finds nothing.
    const again = await runJobs({
      db: t.app.ctx.db,
      mailer: t.app.ctx.mailer,
      config: t.config,
      at,
    });
    expect(again.jobs.applicationRecords).toEqual({ rendered: 0, failed: 0 });
  });
});

import {
  DECLARATIONS_VERSION,
  PICS_VERSION,
  declarationsJson,
} from '@app/contract/declarations/texts';
import { yearsBefore } from '@app/contract/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDeclarations } from '../src/db/declarations-repository.ts';
import { checkLink, requestChanges, submittedBusiness } from './review-helpers.ts';
import {
  createReservation,
  fillReservation,
  newMember,
  storedReservation,
  submit,
  today,
  upload,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { useTestApp } from './helpers.ts';
import { jpeg, pdf, png } from './upload-files.ts';

/**
 * Submit needs the declarations (current versions, the consents that apply) and the signatures
 * the sections call for (issue 13): refused with the field to fix, stored with the submission.
 */
const t = useTestApp({ ADMIN_TOKEN });
let member: Member;
beforeAll(async () => {
  member = await newMember(t);
});

const all = { use: true, sensitive: true, crossBorder: true };
const businesses = async (token: string) =>
  (
    await t.app.ctx.db
      .selectFrom('businesses')
      .select('id')
      .where('appointment_id', '=', (await storedReservation(t, token)).id)
      .execute()
  ).length;

/** An insurance reservation filled in: the applicant holds a mainland ID, the insured is an adult spouse. */
async function filled(change?: Parameters<typeof fillReservation>[4]) {
  const token = await createReservation(t, member, 'insurance');
  await fillReservation(t, member, token, 'insurance', change);
  return token;
}

describe('declarations on submit', () => {
  it('refuses a submit without declarations, in the caller’s language, and keeps it open', async () => {
    const token = await filled();
    const english = await submit(t, member, token, { declarations: null });
    expect(english.code).toBe(400);
    expect(english.data.fields).toEqual({
      declarations: 'Please read the statement and the declarations, and give your consent',
    });
    const chinese = await submit(t, member, token, { declarations: 'not json', lang: 'zh-CN' });
    expect(chinese.data.fields.declarations).toBe(
      '请阅读个人资料收集声明及投保声明，并勾选同意事项',
    );
    expect((await storedReservation(t, token)).status).toBe('open');
    expect(await businesses(token)).toBe(0);
  });

  it('refuses outdated versions and each consent not given', async () => {
    const token = await filled();
    const old = JSON.stringify({
      pics: 'pics-2025-01',
      declarations: DECLARATIONS_VERSION,
      consents: all,
    });
    const cases: [string, string][] = [
      [old, 'The statement or the declarations have changed: please read them again and confirm'],
      [
        declarationsJson({ ...all, use: false }),
        'Please consent to the collection and use of your personal data',
      ],
      [
        declarationsJson({ ...all, sensitive: false }),
        'Please consent to the use of your sensitive personal data',
      ],
      [
        declarationsJson({ ...all, crossBorder: false }),
        'Please consent to the transfer of your personal data outside the mainland',
      ],
    ];
    for (const [declarations, message] of cases) {
      const res = await submit(t, member, token, { declarations });
      expect(res.code, declarations).toBe(400);
      expect(res.data.fields).toEqual({ declarations: message });
    }
    expect(await businesses(token)).toBe(0);
  });

  it('accepts the versions user/userDeal answers, as a client that follows the API sends them (issue 36)', async () => {
    const token = await filled();
    const version = async (kind: string) => {
      const res = await t.call('user/userDeal', { kind, productType: 'insurance' });
      expect(res.code, res.msg).toBe(200);
      return res.data.version as string;
    };
    const declarations = JSON.stringify({
      pics: await version('privacy'),
      declarations: await version('declarations'),
      consents: all,
    });
    const res = await submit(t, member, token, { declarations });
    expect(res.code, JSON.stringify(res.data)).toBe(200);
  });

  it('asks for the transfer consent only when someone lives in the mainland', async () => {
    const outside = { idType: 'hkId', idNumber: 'A123456(3)', nationality: 'HK' };
    const token = await filled((sections) => {
      Object.assign(sections.applicant ?? {}, outside);
      Object.assign(sections.insured ?? {}, outside);
    });
    const res = await submit(t, member, token, {
      declarations: declarationsJson({ ...all, crossBorder: false }),
    });
    expect(res.code, JSON.stringify(res.data)).toBe(200);
    const row = await storedReservation(t, token);
    expect((await findDeclarations(t.app.ctx.db, row.id))?.consents.crossBorder).toBe(false);
  });

  it('stores what was declared with the versions, language, time and address', async () => {
    const token = await filled();
    const before = Date.now();
    const res = await submit(t, member, token, { lang: 'zh-CN' });
    expect(res.code, JSON.stringify(res.data)).toBe(200);
    const row = await storedReservation(t, token);
    const stored = await findDeclarations(t.app.ctx.db, row.id);
    expect(stored).toEqual({
      pics: PICS_VERSION,
      declarations: DECLARATIONS_VERSION,
      consents: all,
      lang: 'zh-CN',
      at: expect.any(String),
      ip: '127.0.0.1',
    });
    expect(Date.parse(stored?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(stored?.at ?? '')).toBeLessThanOrEqual(Date.now());
    // The answer's uploads carry the signatures beside the documents.
    const kinds = (res.data.uploads as { kind: string }[]).map((u) => u.kind);
    expect(kinds).toEqual(expect.arrayContaining(['signaturePolicyholder', 'signatureInsured']));
  });

  it('answers null for a reservation not submitted', async () => {
    const token = await createReservation(t, member, 'trust');
    const row = await storedReservation(t, token);
    expect(await findDeclarations(t.app.ctx.db, row.id)).toBeNull();
  });
});

describe('signatures on submit', () => {
  it('needs the policyholder’s and an adult insured’s signature, each beside its own key', async () => {
    const token = await filled();
    const none = await submit(t, member, token, { sign: [] });
    expect(none.code).toBe(400);
    expect(none.data.fields).toEqual({
      signaturePolicyholder: 'Please sign in the box before submitting',
      signatureInsured: 'The insured must sign in the box as well',
    });
    const one = await submit(t, member, token, { sign: ['signaturePolicyholder'] });
    expect(Object.keys(one.data.fields)).toEqual(['signatureInsured']);
    const both = await submit(t, member, token, { sign: ['signatureInsured'] });
    expect(both.code, JSON.stringify(both.data)).toBe(200);
  });

  it('needs only the policyholder when the insured is them or a minor', async () => {
    const self = await filled((sections) => {
      if (sections.applicant) sections.applicant.relationToInsured = 'self';
    });
    expect((await submit(t, member, self, { sign: ['signaturePolicyholder'] })).code).toBe(200);
    const minor = await filled((sections) => {
      if (sections.insured) sections.insured.birthDate = yearsBefore(today(), 10);
    });
    const res = await submit(t, member, minor, { sign: ['signaturePolicyholder'] });
    expect(res.code, JSON.stringify(res.data)).toBe(200);
  });

  it('lists the missing signature beside the sections to fix', async () => {
    const token = await createReservation(t, member, 'realEstate');
    const res = await submit(t, member, token, { sign: [] });
    expect(res.code).toBe(400);
    expect(res.data.sections.sort()).toEqual(['bank', 'customer', 'upload']);
    expect(res.data.fields.signaturePolicyholder).toBe('Please sign in the box before submitting');
    expect(res.data.fields.declarations).toBeUndefined();
  });

  it('takes a signature only as a PNG judged by its bytes', async () => {
    const token = await createReservation(t, member, 'trust');
    const photo = { name: 'sign.png', content: jpeg(), type: 'image/png' };
    const document = { name: 'sign.png', content: pdf(), type: 'image/png' };
    for (const file of [photo, document]) {
      const res = await upload(t, member, token, 'signaturePolicyholder', file);
      expect(res.code).toBe(400);
      expect(res.data.fields.file).toBe('A signature must be a PNG image');
    }
    const drawn = { name: 'sign.png', content: png(300, 120), type: 'image/png' };
    expect((await upload(t, member, token, 'signaturePolicyholder', drawn)).code).toBe(200);
  });

  it('counts only the signatures of this reservation', async () => {
    const other = await createReservation(t, member, 'trust');
    const drawn = { name: 'sign.png', content: png(), type: 'image/png' };
    expect((await upload(t, member, other, 'signaturePolicyholder', drawn)).code).toBe(200);
    const token = await createReservation(t, member, 'trust');
    await fillReservation(t, member, token, 'trust');
    const res = await submit(t, member, token, { sign: [] });
    expect(res.data.fields).toEqual({
      signaturePolicyholder: 'Please sign in the box before submitting',
    });
  });

  it('refuses a signature for another member’s reservation and hides the file from them', async () => {
    const token = await filled();
    expect((await submit(t, member, token)).code).toBe(200);
    const stranger = await newMember(t);
    const drawn = { name: 'sign.png', content: png(), type: 'image/png' };
    const res = await upload(t, stranger, token, 'signaturePolicyholder', drawn);
    expect(res.code).toBe(409);
    const open = await createReservation(t, member, 'trust');
    await upload(t, member, open, 'signaturePolicyholder', drawn);
    const bound = await createReservation(t, member, 'trust');
    const other = await newMember(t);
    await upload(t, other, bound, 'idCardFront', drawn); // the other member becomes its filler
    expect((await upload(t, stranger, bound, 'signaturePolicyholder', drawn)).code).toBe(410);
    const link = await checkLink(t, member, open);
    const signature = (link.data.uploads as { kind: string; url: string }[]).find(
      (u) => u.kind === 'signaturePolicyholder',
    );
    const fetched = await t.app.inject({
      method: 'GET',
      url: signature?.url ?? '',
      headers: { authorization: stranger.token },
    });
    expect(fetched.statusCode).toBe(404);
  });
});

describe('resubmitting after changes requested', () => {
  it('asks for the declarations and the signatures again', async () => {
    const { token, businessId } = await submittedBusiness(t, member, 'trust');
    const asked = await requestChanges(t, businessId, { sections: ['customer'], note: 'Check' });
    expect(asked.status).toBe(200);
    const unsigned = await submit(t, member, token, { sign: [] });
    expect(unsigned.code).toBe(400);
    expect(unsigned.data.fields).toEqual({
      signaturePolicyholder: 'Please sign in the box before submitting',
    });
    const undeclared = await submit(t, member, token, { declarations: null });
    expect(Object.keys(undeclared.data.fields)).toEqual(['declarations']);
    const again = await submit(t, member, token, { lang: 'zh-CN' });
    expect(again.code, JSON.stringify(again.data)).toBe(200);
    const row = await storedReservation(t, token);
    expect(row.status).toBe('submitted');
    expect((await findDeclarations(t.app.ctx.db, row.id))?.lang).toBe('zh-CN');
  });
});

import { validSection } from '@app/contract/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createReservation,
  fileFor,
  fillReservation,
  save,
  selfApplicant,
  submit,
  today,
  upload,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { useTestApp } from './helpers.ts';
import { accept, requestChanges } from './review-helpers.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';

/**
 * Issue 36: staff see what the member changed since they asked (fields and files), which file of
 * a kind is current, and whether the request is answered, as the member's overview says.
 */
const t = useTestApp({ ADMIN_TOKEN });
let member: Member;
beforeAll(async () => {
  member = await addMember(t);
});
const reservation = async (token: string) =>
  (await admin(t, 'GET', `/admin/appointments/${token}`)).body.data;

describe('the console after a change request', () => {
  it('shows the changed fields and files, the current file, and that all is answered', async () => {
    const token = await createReservation(t, member, 'insurance');
    const { uploads } = await fillReservation(t, member, token, 'insurance');
    expect((await save(t, member, token, 'applicant', selfApplicant())).code).toBe(200);
    const sent = await submit(t, member, token);
    expect(sent.code, sent.msg).toBe(200);
    const businessId = sent.data.businessId as string;
    const asks = { sections: ['applicant'], uploads: ['idCardFront'], note: 'Address and ID' };
    expect((await requestChanges(t, businessId, asks)).status).toBe(200);

    const asked = await reservation(token);
    expect(asked.changeRequest).toMatchObject({
      answered: { sections: [], uploads: [] },
      complete: false,
    });
    expect(asked.changesSinceRequest).toMatchObject({ fields: [], files: [] });

    const address = '1 Queen’s Road Central, Hong Kong';
    const saved = await save(t, member, token, 'applicant', {
      ...selfApplicant(),
      mailingAddress: address,
    });
    expect(saved.code, saved.msg).toBe(200);
    const front = await upload(t, member, token, 'idCardFront', fileFor('idCardFront'));
    expect(front.code, front.msg).toBe(200);
    const newId = front.data.id as string;
    const oldId = uploads.idCardFront as string;
    expect((await save(t, member, token, 'upload', { ...uploads, idCardFront: newId })).code).toBe(
      200,
    );

    const answered = await reservation(token);
    expect(answered.changeRequest).toMatchObject({
      answered: { sections: ['applicant'], uploads: ['idCardFront'] },
      complete: true,
    });
    const changed = answered.changesSinceRequest;
    expect(changed.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(changed.fields).toEqual(
      expect.arrayContaining([
        {
          section: 'applicant',
          field: 'mailingAddress',
          before: selfApplicant().mailingAddress,
          after: address,
        },
        {
          section: 'insured',
          field: 'mailingAddress',
          before: selfApplicant().mailingAddress,
          after: address,
        },
      ]),
    );
    expect(changed.fields).toHaveLength(2);
    expect(changed.files).toEqual([{ kind: 'idCardFront', before: oldId, after: newId }]);
    const fronts = answered.uploads.filter((u: { kind: string }) => u.kind === 'idCardFront');
    expect(fronts.map((u: { id: string; current: boolean }) => [u.id, u.current])).toEqual([
      [oldId, false],
      [newId, true],
    ]);

    // Resubmitted: the differences stay for the review; accepted.
    expect((await submit(t, member, token)).code).toBe(200);
    const resubmitted = await reservation(token);
    expect(resubmitted.changeRequest).toBeNull();
    expect(resubmitted.changesSinceRequest.files).toHaveLength(1);
    expect((await accept(t, businessId)).status).toBe(200);
  });

  it('masks ID numbers in the differences, and tells a new number with the same last four', async () => {
    const token = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, token, 'insurance');
    const sent = await submit(t, member, token);
    const businessId = sent.data.businessId as string;
    await requestChanges(t, businessId, { sections: ['insured'], note: 'ID' });
    const insured = { ...validSection('insured', 'insurance', today()), idType: 'cnId' };
    const idNumber = '11010519491231002X';
    // Another valid mainland ID number with the same last four (the checksum kept).
    const other = '11110519491221002X';
    expect((await save(t, member, token, 'insured', { ...insured, idNumber })).code).toBe(200);
    await requestChanges(t, businessId, { sections: ['insured'], note: 'ID again' });
    const res = await save(t, member, token, 'insured', { ...insured, idNumber: other });
    expect(res.code, res.msg).toBe(200);
    const change = (await reservation(token)).changesSinceRequest.fields.find(
      (f: { field: string }) => f.field === 'idNumber',
    );
    expect(change).toEqual({
      section: 'insured',
      field: 'idNumber',
      before: '**************002X',
      after: '**************002X',
    });
  });

  it('shows the differences only to staff who may read the reservation', async () => {
    const token = await createReservation(t, member, 'insurance');
    await fillReservation(t, member, token, 'insurance');
    const sent = await submit(t, member, token);
    await requestChanges(t, sent.data.businessId as string, { sections: ['insured'], note: 'x' });
    const bearerOf = async (role: 'auditor' | 'agent') =>
      (await staffLogin(t, (await makeStaff(t, role)).email)).bearer_token;
    // An agent whose book does not hold the member: not found, nothing of the differences.
    const outside = await admin(
      t,
      'GET',
      `/admin/appointments/${token}`,
      undefined,
      await bearerOf('agent'),
    );
    expect(outside.status).toBe(404);
    expect(JSON.stringify(outside.body)).not.toContain('changesSinceRequest');
    // An auditor reads everything, the differences masked like the rest.
    const auditor = await admin(
      t,
      'GET',
      `/admin/appointments/${token}`,
      undefined,
      await bearerOf('auditor'),
    );
    expect(auditor.status).toBe(200);
    expect(auditor.body.data.changesSinceRequest).toMatchObject({ fields: [], files: [] });
    // A member calls no back office route.
    const asMember = await admin(t, 'GET', `/admin/appointments/${token}`, undefined, member.token);
    expect(asMember.status).toBe(401);
  });
});

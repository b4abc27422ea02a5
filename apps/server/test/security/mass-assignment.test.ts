import { validSection } from '@app/contract/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findByEmail } from '../../src/features/auth/members-repository.ts';
import {
  createReservation,
  fileFor,
  multipartCall,
  newMember,
  storedReservation,
  storedSections,
  today,
} from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { register, requestCode, resetThrottles, uniqueEmail } from '../auth-helpers.ts';
import { TEST_HASH_PARAMS } from '../hash-cost.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { storedImage } from '../upload-files.ts';

/**
 * OWASP API3 (mass assignment / broken object property authorisation): server-owned fields sent
 * by a client, as extra form fields or inside a section's JSON, never reach the database.
 */
const SERVER_OWNED = {
  id: 'chosen-id',
  status: 'submitted',
  creator_id: 'someone',
  creatorId: 'someone',
  owner_id: 'someone',
  ownerId: 'someone',
  filler_id: 'someone',
  filler: 'someone',
  business_id: 'chosen-business',
  businessId: 'chosen-business',
  member_id: 'someone',
  created_at: '1',
  createdAt: '2000-01-01T00:00:00Z',
  submitted_at: '1',
  completed: 'true',
  password_hash: 'scrypt$1$1$1$AAAA$AAAA',
  storage_name: '../../etc/passwd',
  size: '1',
  mime: 'text/html',
};
const EXTRA_KEYS = Object.keys(SERVER_OWNED);

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await newMember(t);
  other = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

describe('server-owned fields are ignored', () => {
  it('CreateAppoint: status, owner, token and business stay the server’s', async () => {
    const res = await t.call(
      'policyholder/CreateAppoint',
      { productType: 'realEstate', token: 'ChosenToken123', ...SERVER_OWNED },
      { token: owner.token },
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data.token).not.toBe('ChosenToken123');
    const row = await storedReservation(t, res.data.token);
    expect(row).toMatchObject({
      status: 'open',
      creator_id: owner.id,
      filler_id: null,
      business_id: null,
      submitted_at: null,
    });
    expect(Math.abs(Number(row.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('EditAppointInfo: extra form fields and extra keys in the section JSON are dropped', async () => {
    const token = await createReservation(t, owner, 'insurance');
    const data = { ...validSection('applicant', 'insurance', today()), ...SERVER_OWNED };
    const res = await multipartCall(
      t,
      'policyholder/EditAppointInfo',
      { token, section: 'applicant', action: 'save', data: JSON.stringify(data), ...SERVER_OWNED },
      other,
    );
    expect(res.code, JSON.stringify(res.data)).toBe(200);
    const row = await storedReservation(t, token);
    // The only change a write makes: the other member became the filler (the link's rule).
    expect(row).toMatchObject({
      status: 'open',
      creator_id: owner.id,
      filler_id: other.id,
      business_id: null,
      submitted_at: null,
    });
    const { applicant } = await storedSections(t, token);
    const stored = JSON.parse(applicant?.data ?? '') as Record<string, unknown>;
    for (const key of EXTRA_KEYS) expect(stored).not.toHaveProperty(key);
    expect(res.data.sections.applicant.data).not.toHaveProperty('status');
    expect(res.data).not.toHaveProperty('businessId');
  });

  it('platform/upload: owner, reservation, size, type and storage name are the server’s', async () => {
    const token = await createReservation(t, owner, 'realEstate');
    const target = await createReservation(t, other, 'realEstate');
    const targetRow = await storedReservation(t, target);
    const res = await multipartCall(
      t,
      'platform/upload',
      {
        token,
        kind: 'idCardFront',
        type: 'miniapp',
        ...SERVER_OWNED,
        appointment_id: targetRow.id,
      },
      owner,
      { file: fileFor('idCardFront') },
    );
    expect(res.code, res.msg).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBe(owner.id);
    expect(row.appointment_id).toBe((await storedReservation(t, token)).id);
    expect(row.mime).toBe('image/png');
    // The size of what is kept (the image re-encoded), never the size the client claims.
    expect(row.size).toBe((await storedImage(fileFor('idCardFront').content, 'image/png')).length);
    expect(row.storage_name).toMatch(/^[0-9a-f]{32}$/);
  });

  it('Register: id, timestamps and password hash are the server’s', async () => {
    await resetThrottles(t);
    const email = uniqueEmail('mass');
    const code = await requestCode(t, email);
    const res = await register(t, email, code, SERVER_OWNED);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.id).not.toBe('chosen-id');
    const row = await findByEmail(t.app.ctx.db, email);
    expect(row?.id).toBe(res.data.id);
    const { N, r, p } = TEST_HASH_PARAMS;
    expect(row?.password_hash?.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(Math.abs(Number(row?.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('MemberInfo answers the member without secrets, whatever is asked for', async () => {
    const res = await t.call('policyholder/MemberInfo', SERVER_OWNED, { token: owner.token });
    expect(Object.keys(res.data).sort()).toEqual(['email', 'id', 'mobile', 'name']);
  });
});

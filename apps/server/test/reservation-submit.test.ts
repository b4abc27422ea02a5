import { yearsBefore } from '@app/contract/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { upsertSection } from '../src/features/reservation/reservations-repository.ts';
import { useTestApp } from './helpers.ts';
import {
  businessMemberIds,
  createReservation,
  fileFor,
  fillReservation,
  newMember,
  save,
  storedReservation,
  submit,
  today,
  upload,
} from './reservation-helpers.ts';

const t = useTestApp();

const businessesOf = (token: string) =>
  t.app.ctx.db
    .selectFrom('businesses')
    .innerJoin('appointments', 'appointments.id', 'businesses.appointment_id')
    .selectAll('businesses')
    .where('appointments.token', '=', token)
    .execute();

describe('EditAppointInfo submit', () => {
  it('lists every missing section and upload', async () => {
    const creator = await newMember(t);
    const token = await createReservation(t, creator, 'education');
    const res = await submit(t, creator, token);
    expect(res.code).toBe(400);
    expect(res.data.sections.sort()).toEqual(['bank', 'customer', 'education', 'upload']);
    expect(res.data.fields).toMatchObject({
      'customer.nameCn': 'Please enter the Chinese name',
      'upload.resume': 'Please upload the résumé (PDF)',
      'upload.idCardFront': 'Please upload the ID card front',
    });
    expect(await businessesOf(token)).toHaveLength(0);
  });

  it('refuses a reservation whose saved upload section lacks a required file', async () => {
    const member = await newMember(t);
    const token = await createReservation(t, member, 'trust');
    const { uploads } = await fillReservation(t, member, token, 'trust');
    // Drop a required file directly in storage: the server rechecks on submit.
    const rest = Object.fromEntries(
      Object.entries(uploads).filter(([kind]) => kind !== 'savingsCardFront'),
    );
    const { id } = await storedReservation(t, token);
    await upsertSection(t.app.ctx.db, id, 'upload', JSON.stringify(rest), Date.now());
    const res = await submit(t, member, token);
    expect(res.code).toBe(400);
    expect(res.data.sections).toEqual(['upload']);
    expect(Object.keys(res.data.fields)).toEqual(['upload.savingsCardFront']);
  });

  it('requires a birth certificate only when the insured is under 18 today', async () => {
    const member = await newMember(t);
    const adult = await createReservation(t, member, 'insurance');
    const adultFill = await fillReservation(t, member, adult, 'insurance');
    expect(adultFill.uploads).not.toHaveProperty('birthCertificate');
    expect((await submit(t, member, adult)).code).toBe(200);

    // Everything saved while the insured was an adult; then the insured turns out to be 10.
    const child = await createReservation(t, member, 'insurance');
    const { sections } = await fillReservation(t, member, child, 'insurance');
    const minor = { ...sections.insured, birthDate: yearsBefore(today(), 10) };
    expect((await save(t, member, child, 'insured', minor)).code).toBe(200);
    const opened = await t.call(
      'policyholder/checkAppointUrl',
      { token: child },
      { token: member.token },
    );
    expect(opened.data.sections.upload.completed).toBe(false);
    const refused = await submit(t, member, child);
    expect(refused.code).toBe(400);
    expect(refused.data.fields).toEqual({
      'upload.birthCertificate': 'Please upload the birth certificate',
    });
    expect(refused.data.sections).toEqual(['upload']);
    const certificate = await upload(
      t,
      member,
      child,
      'birthCertificate',
      fileFor('birthCertificate'),
    );
    const uploads = { ...opened.data.sections.upload.data, birthCertificate: certificate.data.id };
    expect((await save(t, member, child, 'upload', uploads)).code).toBe(200);
    expect((await submit(t, member, child)).code).toBe(200);
  });

  it('creates exactly one business, visible to creator and filler, with its first status', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    const token = await createReservation(t, creator, 'ita');
    await fillReservation(t, filler, token, 'ita');
    const res = await submit(t, filler, token);
    expect(res.code, JSON.stringify(res.data)).toBe(200);
    expect(res.msg).toBe('Submit Successful');
    expect(res.data.status).toBe('submitted');
    const [business, ...more] = await businessesOf(token);
    expect(more).toHaveLength(0);
    expect(business).toMatchObject({
      id: res.data.businessId,
      owner_id: creator.id,
      status: 'submitted',
      product_type: 'ita',
    });
    expect(business?.order_no).toMatch(new RegExp(`^BO${today().replaceAll('-', '')}\\d{6}$`));
    expect(await businessMemberIds(t, res.data.businessId)).toEqual([creator.id, filler.id].sort());
    const changes = await t.app.ctx.db
      .selectFrom('status_changes')
      .selectAll()
      .where('business_id', '=', res.data.businessId)
      .execute();
    expect(changes).toMatchObject([
      // No system note in one language shown to readers of the other (issue 36).
      { from_status: null, to_status: 'submitted', note: '' },
    ]);
    const row = await storedReservation(t, token);
    expect(row.business_id).toBe(res.data.businessId);
    expect(row.submitted_at).toBeGreaterThan(0);
  });

  it('submits once when tapped twice, one after the other or at the same time', async () => {
    const member = await newMember(t);
    const sequential = await createReservation(t, member, 'trust');
    await fillReservation(t, member, sequential, 'trust');
    const first = await submit(t, member, sequential);
    const again = await submit(t, member, sequential);
    expect([first.code, again.code]).toEqual([200, 200]);
    expect(again.msg).toBe('Submit Successful');
    expect(again.data.businessId).toBe(first.data.businessId);
    expect(await businessesOf(sequential)).toHaveLength(1);

    const concurrent = await createReservation(t, member, 'trust');
    await fillReservation(t, member, concurrent, 'trust');
    const answers = await Promise.all([1, 2, 3].map(() => submit(t, member, concurrent)));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.businessId)).size).toBe(1);
    expect(await businessesOf(concurrent)).toHaveLength(1);
  });

  it('refuses saves and uploads after submit, and submit from a stranger', async () => {
    const member = await newMember(t);
    const stranger = await newMember(t);
    const token = await createReservation(t, member, 'trust');
    const { sections } = await fillReservation(t, member, token, 'trust');
    expect((await submit(t, member, token)).code).toBe(200);
    const late = await save(t, member, token, 'customer', sections.customer);
    expect(late).toMatchObject({ code: 409, msg: 'The link has been filled' });
    const lateFile = await upload(t, member, token, 'idCardFront', fileFor('idCardFront'));
    expect(lateFile.code).toBe(409);
    const byStranger = await submit(t, stranger, token);
    expect(byStranger.code).toBe(409);
    expect(byStranger.data).toBeNull();
  });
});

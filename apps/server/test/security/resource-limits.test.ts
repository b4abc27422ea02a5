import fs from 'node:fs';
import path from 'node:path';
import { MAX_SECTION_JSON } from '@app/contract/calls/reservation';
import { MAX_UPLOAD_BYTES } from '@app/contract/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createReservation,
  fileFor,
  multipart,
  multipartCall,
  newMember,
  save,
  upload,
} from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { addThrottleHits, resetThrottles, uniqueEmail } from '../auth-helpers.ts';
import { buildTestApp, signedBody } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { png } from '../upload-files.ts';
import { eventually } from './fixtures.ts';
import { storedNames } from '../stored-files.ts';

/**
 * OWASP API4 (unrestricted resource consumption): every body, field, file and mail has a bound,
 * and crossing it is refused before the work is done.
 */
const QUOTA = 4096;
let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_QUOTA_BYTES: String(QUOTA) });
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => resetThrottles(t));

const MIB = 1024 * 1024;

describe('bodies and fields', () => {
  it('answers HTTP 413 for a form body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policyholder/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=a%40b.cn&password=${'x'.repeat(MIB + 1)}`,
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 for a field longer than its schema allows', async () => {
    const login = await t.call('policyholder/Login', {
      account: 'a@b.cn',
      password: 'x'.repeat(129),
    });
    expect(login.code).toBe(400);
    expect(Object.keys(login.data.fields)).toEqual(['password']);
    const token = await createReservation(t, member, 'insurance');
    const big = JSON.stringify({ nameEn: 'x'.repeat(MAX_SECTION_JSON) });
    const res = await save(t, member, token, 'applicant', JSON.parse(big));
    expect(res.code).toBe(400);
    expect(Object.keys(res.data.fields)).toEqual(['data']);
  });

  it('answers 400 for a page size above 50', async () => {
    const res = await t.call(
      'insuranceservice/getbusinessforuser',
      { size: '51' },
      { token: member.token },
    );
    expect(res.code).toBe(400);
  });

  it('answers HTTP 413 for a multipart body with more than 40 fields', async () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 41; i++) fields[`f${i}`] = 'x';
    const { payload, contentType } = multipart(signedBody(fields));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policyholder/EditAppointInfo',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers HTTP 413 for a file over 10 MiB, and keeps no temporary file', async () => {
    const token = await createReservation(t, member, 'realEstate');
    const content = Buffer.concat([png(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png().length)]);
    const res = await upload(t, member, token, 'idCardFront', { name: 'big.png', content });
    expect(res.http.statusCode).toBe(413);
    // The temporary file is removed once the answer has gone out.
    await eventually(() => expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]));
  });

  it('refuses a second file part in one request', async () => {
    const body = signedBody({ kind: 'idCardFront', token: 'abc', auth_token: member.token });
    const first = multipart(body, fileFor('idCardFront'));
    // Two file parts: the multipart limit is one file per request.
    const boundary = first.contentType.split('boundary=')[1] as string;
    const extra = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file2"; filename="b.png"\r\n` +
        `content-type: image/png\r\n\r\n${png().toString('latin1')}\r\n`,
      'latin1',
    );
    const payload = Buffer.concat([
      first.payload.subarray(0, first.payload.length - `--${boundary}--\r\n`.length),
      extra,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/upload',
      headers: { 'content-type': first.contentType, authorization: member.token },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('mail and uploads over time', () => {
  it('mails at most 20 addresses per client address and hour', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.call('user/mailcode', { accountNo: uniqueEmail('flood') });
      expect(res.code, res.msg).toBe(200);
    }
    const mailsBefore = t.mail.length;
    const res = await t.call('user/mailcode', { accountNo: uniqueEmail('flood') });
    expect(res.code).toBe(429);
    expect(t.mail.length).toBe(mailsBefore);
  });

  it('mails one address at most once a minute', async () => {
    const email = uniqueEmail('again');
    expect((await t.call('user/mailcode', { accountNo: email })).code).toBe(200);
    expect((await t.call('user/mailcode', { accountNo: email })).code).toBe(429);
  });

  it('stops a member after 120 uploads an hour', async () => {
    const token = await createReservation(t, member, 'realEstate');
    await addThrottleHits(t, `upload:${member.id}`, 120);
    const res = await upload(t, member, token, 'idCardFront', fileFor('idCardFront'));
    expect(res.code).toBe(429);
  });

  // Each retake replaces the last file, which stops counting against the quota at once but stays
  // on disk for a day (retention): what a member keeps on disk is bounded by twice the quota.
  it('refuses an upload beyond twice UPLOAD_QUOTA_BYTES on disk and removes its file', async () => {
    const quotaMember = await newMember(t);
    const token = await createReservation(t, quotaMember, 'realEstate');
    const file = { name: 'a.png', content: png(40, 40), type: 'image/png' };
    const sent: number[] = [];
    let res;
    do {
      res = await multipartCall(
        t,
        'platform/upload',
        { token, kind: 'idCardFront', type: 'miniapp' },
        quotaMember,
        { file },
      );
      if (res.code === 200) sent.push(res.data.size);
    } while (res.code === 200 && sent.length < 100);
    expect(res.code).toBe(400);
    expect(res.data.fields.file).toBe('You have used all your upload space');
    const total = sent.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(QUOTA);
    expect(total).toBeLessThanOrEqual(2 * QUOTA);
    expect(await storedNames(t, 'uploads')).toHaveLength(sent.length);
  });
});

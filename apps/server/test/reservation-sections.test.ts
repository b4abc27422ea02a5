import { enums } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import { validSection, without } from '@app/contract/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  createReservation,
  fileFor,
  newMember,
  save,
  storedReservation,
  storedSections,
  today,
  upload,
} from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t?.close();
});

const storedData = async (token: string, section: string) => {
  const row = (await storedSections(t, token))[section];
  return row ? { data: JSON.parse(row.data), completed: row.completed } : undefined;
};

describe('EditAppointInfo save', () => {
  it.each(enums.productType.map((p) => [p]))('saves every section of %s', async (product) => {
    const productType = product as ProductType;
    const token = await createReservation(t, member, productType);
    for (const section of productSections[productType]) {
      let data: Record<string, unknown> = validSection(section, productType, today());
      if (section === 'upload') {
        // The fixture's ids are placeholders: real files are sent and their ids saved.
        data = {};
        for (const kind of Object.keys(validSection('upload', productType, today()))) {
          const sent = await upload(t, member, token, kind, fileFor(kind as never));
          expect(sent.code, sent.msg).toBe(200);
          data[kind] = sent.data.id;
        }
      }
      const res = await save(t, member, token, section, data);
      expect(res.code, `${productType}/${section}: ${JSON.stringify(res.data)}`).toBe(200);
      expect(res.msg).toBe('Save Successful');
      expect(res.data.sections[section].completed).toBe(true);
      expect((await storedData(token, section))?.completed).toBe(1);
    }
  });

  it('refuses invalid data with translated field messages, in English and Chinese, and stores nothing', async () => {
    const token = await createReservation(t, member, 'insurance');
    const data = {
      ...without(validSection('applicant', 'insurance', today()), 'nameCn'),
      email: 'nope',
    };
    const en = await save(t, member, token, 'applicant', data, 'en-US');
    expect(en.code).toBe(400);
    expect(en.data.fields).toMatchObject({
      nameCn: 'Please enter the Chinese name',
      email: 'Please fill in the correct email format',
    });
    expect(en.msg).toBe(Object.values(en.data.fields)[0]);
    const zh = await save(t, member, token, 'applicant', data, 'zh-CN');
    expect(zh.code).toBe(400);
    expect(zh.data.fields).toMatchObject({
      nameCn: '请输入中文姓名',
      email: '请填写正确的邮箱格式',
    });
    expect(await storedData(token, 'applicant')).toBeUndefined();
  });

  it('stores only the section schema keys: no status, owner or business id rides along', async () => {
    const token = await createReservation(t, member, 'realEstate');
    const data = {
      ...validSection('customer', 'realEstate', today()),
      status: 'submitted',
      businessId: 'b-1',
      creator_id: 'someone',
      filler_id: 'someone',
      extra: '<script>',
    };
    const res = await save(t, member, token, 'customer', data);
    expect(res.code, res.msg).toBe(200);
    const stored = await storedData(token, 'customer');
    for (const key of ['status', 'businessId', 'creator_id', 'filler_id', 'extra']) {
      expect(stored?.data).not.toHaveProperty(key);
    }
    expect(res.data.status).toBe('open');
    expect(res.data.businessId).toBeUndefined();
    expect(await storedReservation(t, token)).toMatchObject({
      status: 'open',
      creator_id: member.id,
      business_id: null,
    });
  });

  it('refuses a section the product does not have, and data that is not a JSON object', async () => {
    const token = await createReservation(t, member, 'trust');
    const res = await save(
      t,
      member,
      token,
      'applicant',
      validSection('applicant', 'insurance', today()),
    );
    expect(res.code).toBe(400);
    expect(res.data.fields.section).toBeTruthy();
    const notJson = await save(t, member, token, 'customer', 'just text');
    expect(notJson.code).toBe(400);
    expect(notJson.data.fields.data).toBeTruthy();
  });

  it('refuses upload ids that are not files of this reservation or not of that kind', async () => {
    const token = await createReservation(t, member, 'realEstate');
    const other = await createReservation(t, member, 'realEstate');
    const ids: Record<string, string> = {};
    for (const kind of Object.keys(validSection('upload', 'realEstate', today()))) {
      const sent = await upload(t, member, token, kind, fileFor(kind as never));
      ids[kind] = sent.data.id;
    }
    const elsewhere = await upload(t, member, other, 'idCardFront', fileFor('idCardFront'));
    const foreign = await save(t, member, token, 'upload', {
      ...ids,
      idCardFront: elsewhere.data.id,
    });
    expect(foreign.code).toBe(400);
    expect(foreign.data.fields.idCardFront).toBe('Please upload the ID card front');
    const swapped = await save(t, member, token, 'upload', {
      ...ids,
      idCardFront: ids.idCardBack,
      idCardBack: ids.idCardFront,
    });
    expect(swapped.code).toBe(400);
    const placeholders = await save(
      t,
      member,
      token,
      'upload',
      validSection('upload', 'realEstate', today()),
    );
    expect(placeholders.code).toBe(400);
    const good = await save(t, member, token, 'upload', ids);
    expect(good.code, good.msg).toBe(200);
    const listed = good.data.uploads.map((u: { id: string }) => u.id).sort();
    expect(listed).toEqual(Object.values(ids).sort());
    expect(good.data.uploads[0].url).toBe(`/api/upload/file/${good.data.uploads[0].id}`);
  });
});

import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/routes';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberFixture, VALID_CN_ID, yearsBefore } from '@app/contract/testing/fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, registerMember, useAuthTestApp } from './auth-helpers.ts';

/** DESIGN.md's sub-user list: user/subUserList, user/saveSubUser, user/removeSubUser. */
const t = useAuthTestApp();
const today = isoDateToday();
const person = familyMemberFixture(today);

async function newMember(): Promise<string> {
  const { email, password } = await registerMember(t);
  return logIn(t, email, password);
}

const list = (token: string) => t.call('user/subUserList', {}, { token });
const save = (token: string, fields: Record<string, string>, lang?: string) =>
  t.call('user/saveSubUser', fields, { token, ...(lang ? { lang } : {}) });
const remove = (token: string, id: string) => t.call('user/removeSubUser', { id }, { token });

describe('family members', () => {
  let token: string;
  beforeEach(async () => {
    token = await newMember();
  });

  it('start empty, then add, change and remove one', async () => {
    expect(await list(token)).toMatchObject({ code: 200, data: [] });

    const added = await save(token, { ...person, idNumber: 'a123456(3)' });
    expect(added).toMatchObject({ code: 200, msg: 'Save Successful' });
    const { id, createdAt, ...fields } = added.data;
    expect(fields).toEqual({ ...person, idNumber: 'A123456(3)' });
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new Date(createdAt).getTime()).toBeGreaterThan(0);
    expect((await list(token)).data).toEqual([added.data]);

    const changed = await save(token, {
      ...person,
      id,
      englishName: 'Chan Siu Wah',
      idType: 'cnId',
      idNumber: VALID_CN_ID,
    });
    expect(changed.code, changed.msg).toBe(200);
    expect(changed.data).toMatchObject({ id, englishName: 'Chan Siu Wah', idNumber: VALID_CN_ID });
    const listed = (await list(token)).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, englishName: 'Chan Siu Wah', createdAt });

    expect(await remove(token, id)).toMatchObject({ code: 200, msg: 'Removed', data: null });
    expect((await list(token)).data).toEqual([]);
    expect((await remove(token, id)).code).toBe(404);
  });

  it("keeps an ID document's expiry, and refuses one already past", async () => {
    const next = new Date(Date.parse(`${today}T00:00:00Z`) + 400 * 86_400_000);
    const expiry = next.toISOString().slice(0, 10);
    const added = await save(token, {
      ...person,
      idType: 'passport',
      idNumber: 'E12345678',
      idExpiry: expiry,
    });
    expect(added.code, added.msg).toBe(200);
    expect((await list(token)).data[0]).toMatchObject({ idExpiry: expiry });
    const past = await save(token, { ...person, idExpiry: '2020-01-01' }, 'en-US');
    expect(past.code).toBe(400);
    expect(past.data.fields.idExpiry).toBe('This document has expired: please use a valid one');
  });

  it("refuses bad fields on each field, in the caller's language, and keeps nothing", async () => {
    const res = await save(
      token,
      {
        ...person,
        chineseName: '',
        englishName: '陈',
        relation: 'neighbour',
        idType: 'cnId',
        idNumber: '110105194912310021',
      },
      'zh-CN',
    );
    expect(res.code).toBe(400);
    expect(res.data.fields).toEqual({
      chineseName: '请输入中文姓名',
      englishName: expect.any(String),
      relation: '请选择有效选项',
      idNumber: '请输入正确的证件号码',
    });
    expect(res.msg).toBe('请输入中文姓名');
    const english = await save(token, {
      ...person,
      gender: 'X',
      nationality: '',
      birthDate: yearsBefore(today, -1),
    });
    expect(english.data.fields).toEqual({
      gender: 'Please choose a valid option',
      nationality: 'Please choose the nationality',
      birthDate: 'The date must be before today',
    });
    expect((await list(token)).data).toEqual([]);
  });

  it(`keeps at most ${MAX_FAMILY_MEMBERS} per member (409, translated)`, async () => {
    for (let i = 0; i < MAX_FAMILY_MEMBERS; i += 1) {
      expect((await save(token, person)).code).toBe(200);
    }
    const refused = await save(token, person, 'zh-CN');
    expect(refused).toMatchObject({
      code: 409,
      msg: `最多可保存 ${MAX_FAMILY_MEMBERS} 位家庭成员`,
    });
    const english = await save(token, person);
    expect(english.msg).toBe(`You can keep at most ${MAX_FAMILY_MEMBERS} family members`);
    const listed = (await list(token)).data;
    expect(listed).toHaveLength(MAX_FAMILY_MEMBERS);
    // Changing one is still allowed at the limit.
    expect((await save(token, { ...person, id: listed[0].id, chineseName: '陈大明' })).code).toBe(
      200,
    );
  });
});

describe("another member's family members", () => {
  it('are not listed, read, changed or removed (404)', async () => {
    const owner = await newMember();
    const other = await newMember();
    const { data: kept } = await save(owner, person);

    expect((await list(other)).data).toEqual([]);
    expect((await save(other, { ...person, id: kept.id, chineseName: '王五' })).code).toBe(404);
    expect((await remove(other, kept.id)).code).toBe(404);
    expect((await list(owner)).data).toEqual([kept]);
  });
});

describe('without a session', () => {
  it.each([
    ['user/subUserList', {}],
    ['user/saveSubUser', person],
    ['user/removeSubUser', { id: 'x' }],
  ])('%s answers 401', async (path, fields) => {
    expect((await t.call(path, fields)).code).toBe(401);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit, recordAudit, scriptActor } from '../src/audit/audit-log.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { CALLERS, loginAs } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';
import { makeStaff } from './staff-helpers.ts';

let t: TestApp;
let boss: StaffCaller;
let target: { id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  boss = await loginAs(t, 'admin');
  target = await makeStaff(t, 'operator');
  await admin(t, 'PATCH', `/admin/staff/${target.id}`, { role: 'agent' }, boss.token);
  await admin(t, 'PATCH', `/admin/staff/${target.id}`, { disabled: true });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetThrottles(t);
});

describe('GET /admin/audit', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const { token } = await loginAs(t, caller);
    const res = await admin(t, 'GET', '/admin/audit', undefined, token);
    const allowed = ['admin', 'auditor', 'ADMIN_TOKEN'].includes(caller);
    expect(res.status).toBe(allowed ? 200 : 403);
  });

  it('answers entries newest first, with who did what and the fields before and after', async () => {
    const res = await admin(t, 'GET', `/admin/audit?objectType=staff&objectId=${target.id}`);
    expect(res.body.data).toMatchObject({ total: 2, page: 1, size: 20 });
    const [last, first] = res.body.data.list;
    expect(first).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { type: 'staff', id: boss.id, name: expect.any(String) },
      action: 'update',
      objectType: 'staff',
      objectId: target.id,
      changes: { role: { before: 'operator', after: 'agent' } },
      object: { label: target.name },
      refs: {},
    });
    expect(last).toMatchObject({
      actor: { type: 'script', id: null, name: 'ADMIN_TOKEN' },
      changes: { disabled: { before: false, after: true } },
    });
  });

  it('lists entries of one millisecond newest first too', async () => {
    const at = Date.UTC(2026, 10, 27, 16, 30);
    const written = Array.from({ length: 12 }, (_, i) => `same-ms-${i}`);
    for (const objectId of written) {
      await recordAudit(
        t.app.ctx.db,
        { actor: scriptActor, action: 'update', objectType: 'tie', objectId },
        at,
      );
    }
    const { list } = await listAudit(t.app.ctx.db, { objectType: 'tie', page: 1, size: 20 });
    expect(list.map((entry) => entry.objectId)).toEqual(written.toReversed());
  });

  it('filters by actor and pages', async () => {
    const mine = await admin(t, 'GET', `/admin/audit?actorId=${boss.id}`);
    expect(
      mine.body.data.list.every((e: { actor: { id: string } }) => e.actor.id === boss.id),
    ).toBe(true);
    const page = await admin(t, 'GET', '/admin/audit?size=1&page=2');
    expect(page.body.data).toMatchObject({ page: 2, size: 1 });
    expect(page.body.data.list).toHaveLength(1);
    expect((await admin(t, 'GET', '/admin/audit?page=0')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newStaffEmail } from './staff-admin-helpers.ts';
import { makeStaff } from './staff-helpers.ts';

/**
 * Issue 34 point 9: every link in official mail is built from PUBLIC_URL. A caller's baseUrl is
 * refused, so staff cannot send a live reservation or set-password token to a site of theirs.
 */
const PUBLIC_URL = 'https://app.insurer.example';
const EVIL = 'https://evil.example/phish';

let t: TestApp;
let member: { email: string };
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN, PUBLIC_URL });
  member = await addMember(t);
});
afterAll(() => t.close());

const mailedSoFar = () => t.mail.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`).join('\n');

describe('links in mail', () => {
  it('of a reservation come from PUBLIC_URL; a baseUrl is refused and nothing is mailed', async () => {
    const sent = t.mail.length;
    const evil = await admin(t, 'POST', '/admin/appointment-links', {
      email: member.email,
      productType: 'trust',
      baseUrl: EVIL,
    });
    expect(evil.status).toBe(400);
    expect(t.mail.length).toBe(sent);

    const res = await admin(t, 'POST', '/admin/appointment-links', {
      email: member.email,
      productType: 'trust',
      lang: 'en-US',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.link).toBe(
      `${PUBLIC_URL}/#/pages/appointment/index?token=${res.body.data.token}`,
    );
    expect(t.mail.at(-1)?.text).toContain(res.body.data.link);
  });

  it('of a staff invitation and a password link come from PUBLIC_URL; a baseUrl is refused', async () => {
    const email = newStaffEmail();
    const refused = await admin(t, 'POST', '/admin/staff', {
      email,
      name: 'Mallory',
      role: 'agent',
      baseUrl: EVIL,
    });
    expect(refused.status).toBe(400);
    const created = await admin(t, 'POST', '/admin/staff', { email, name: 'Ann', role: 'agent' });
    expect(created.status).toBe(200);
    expect(t.mail.at(-1)?.text).toMatch(
      new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/pda/#/set-password\\?token=[\\w-]+`),
    );

    const colleague = await makeStaff(t, 'operator');
    const url = `/admin/staff/${colleague.id}/password-link`;
    expect((await admin(t, 'POST', url, { baseUrl: EVIL })).status).toBe(400);
    const link = await admin(t, 'POST', url, { lang: 'en-US' });
    expect(link.body.data).toEqual({ mailed: true });
    expect(t.mail.at(-1)?.to).toBe(colleague.email);
    expect(t.mail.at(-1)?.text).toContain(`${PUBLIC_URL}/pda/#/set-password?token=`);
  });

  it('made by the CLI ignore a --base-url flag', async () => {
    const args = parseArgs(['link', member.email, 'trust', '--base-url', EVIL]);
    const run = commands.link;
    if (!run) throw new Error('no link command');
    const made = (await run({ ...t.app.ctx, access: scriptAccess }, args)) as { link: string };
    expect(made.link.startsWith(`${PUBLIC_URL}/#/`)).toBe(true);
  });

  it('never carried the attacker’s address', () => {
    expect(t.mail.length).toBeGreaterThan(0);
    expect(mailedSoFar()).not.toContain('evil.example');
  });
});

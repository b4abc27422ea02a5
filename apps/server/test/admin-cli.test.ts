import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { UsageError, commands } from '../src/features/admin/cli-commands.ts';
import { demoPdf } from '../src/features/business/demo-files.ts';
import { AppError } from '../src/http/app-error.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import { auditOf } from './staff-admin-helpers.ts';
import { staffLogin } from './staff-helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let member: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  member = await addMember(t);
});
afterAll(async () => {
  await t.close();
});

/** Runs a CLI command line on the test app's context, as `npm run admin -- ...` would. */
async function cli(line: string[]): Promise<any> {
  const args = parseArgs(line);
  const run = commands[args.command];
  if (!run) throw new Error(`no command ${args.command}`);
  return run({ ...t.app.ctx, access: scriptAccess }, args);
}

describe('admin CLI', () => {
  it('parses positionals and kebab-case flags', () => {
    expect(
      parseArgs(['status', 'b1', 'inForce', '--note', 'ok', '--policy-no=P-1', '--dry']),
    ).toEqual({
      command: 'status',
      positionals: ['b1', 'inForce'],
      flags: { note: 'ok', policyNo: 'P-1', dry: 'true' },
    });
  });

  it('runs the same services as the API: create, update, status, payment, document, link', async () => {
    const b = await cli([
      'business:create',
      '--owner-email',
      member.email,
      '--product-type',
      'insurance',
      '--currency',
      'HKD',
    ]);
    expect(b.members).toEqual([member.email]);
    const updated = await cli(['business:update', b.id, '--policy-no', 'P-9', '--currency', '']);
    expect(updated).toMatchObject({ policyNo: 'P-9', currency: null });
    await cli(['status', b.id, 'reviewing', '--note', 'from the CLI']);
    const pay = await cli([
      'payment:add',
      b.id,
      '--date',
      '2025-05-05',
      '--fee-type',
      'levy',
      '--currency',
      'HKD',
      '--amount',
      '12.30',
    ]);
    expect(pay).toMatchObject({ feeType: 'levy', amount: '12.30', status: 'paid' });
    const file = path.join(t.config.dataDir, 'policy.pdf');
    fs.writeFileSync(file, demoPdf(['CLI']));
    expect(await cli(['document:add', b.id, file])).toMatchObject({
      name: 'policy.pdf',
      mime: 'application/pdf',
    });
    const link = await cli(['link', member.email, 'ita', '--lang', 'en-US']);
    expect(t.mail.at(-1)?.text).toContain(link.link);

    const history = await t.call(
      'insuranceservice/getstatuschange',
      { id: b.id },
      { token: member.token },
    );
    expect(history.data.at(-1)).toMatchObject({
      from: 'submitted',
      to: 'reviewing',
      note: 'from the CLI',
    });
  });

  it('refuses bad flags with the API field messages and missing arguments as usage errors', async () => {
    const refused = await cli(['payment:add', 'x', '--amount', 'lots']).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(Object.keys((refused as AppError & { data: any }).data.fields)).toContain('amount');
    await expect(cli(['status', 'only-id'])).rejects.toBeInstanceOf(UsageError);
  });
});

describe('admin CLI: staff accounts', () => {
  it('creates with a password, or prints (and mails) an invitation link', async () => {
    const made = await cli([
      'staff:create',
      '--email',
      'Cli.Ops@staff.example.com',
      '--name',
      'Cli Ops',
      '--role',
      'operator',
      '--password',
      'CliOps2026',
    ]);
    expect(made.staff).toMatchObject({ email: 'cli.ops@staff.example.com', role: 'operator' });
    expect(
      (await staffLogin(t, 'cli.ops@staff.example.com', 'CliOps2026')).bearer_token,
    ).toBeTruthy();
    const invited = await cli([
      'staff:create',
      '--email',
      'cli.new@staff.example.com',
      '--name',
      'Cli New',
      '--role',
      'agent',
    ]);
    expect(invited.link).toMatch(/\/pda\/#\/set-password\?token=/);
    expect(t.mail.at(-1)?.text).toContain(invited.link);
    const [entry] = await auditOf(t, invited.staff.id);
    expect(entry).toMatchObject({ actor_type: 'script', action: 'create' });
    const list = await cli(['staff:list']);
    expect(list.list.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining(['cli.ops@staff.example.com', 'cli.new@staff.example.com']),
    );
  });

  it('changes a role and resets a password (given, or made and printed once), audited', async () => {
    const changed = await cli(['staff:role', 'cli.ops@staff.example.com', 'auditor']);
    expect(changed).toMatchObject({ role: 'auditor' });
    const given = await cli([
      'staff:reset-password',
      'cli.ops@staff.example.com',
      '--password',
      'Given2026',
    ]);
    expect(given.password).toBeUndefined();
    expect(
      (await staffLogin(t, 'cli.ops@staff.example.com', 'Given2026')).bearer_token,
    ).toBeTruthy();
    const made = await cli(['staff:reset-password', 'cli.ops@staff.example.com']);
    expect(made.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{16}$/);
    expect(
      (await staffLogin(t, 'cli.ops@staff.example.com', made.password)).bearer_token,
    ).toBeTruthy();
    const entries = await auditOf(t, changed.id);
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { role: { before: 'operator', after: 'auditor' } },
        { password: { before: '(set)', after: '(changed)' } },
      ]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/Given2026|scrypt/);
    expect(JSON.stringify(entries)).not.toContain(made.password);
  });

  it('refuses unknown staff, bad roles and weak passwords; missing arguments are usage errors', async () => {
    await expect(cli(['staff:role', 'nobody@staff.example.com', 'admin'])).rejects.toMatchObject({
      code: 404,
      key: 'admin.staffNotFound',
    });
    await expect(cli(['staff:role', 'cli.ops@staff.example.com', 'king'])).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(
      cli(['staff:reset-password', 'cli.ops@staff.example.com', '--password', 'short']),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      cli([
        'staff:create',
        '--email',
        'cli.ops@staff.example.com',
        '--name',
        'Twin',
        '--role',
        'agent',
      ]),
    ).rejects.toMatchObject({ code: 409 });
    await expect(cli(['staff:role', 'only-email'])).rejects.toBeInstanceOf(UsageError);
    await expect(cli(['staff:reset-password'])).rejects.toBeInstanceOf(UsageError);
  });
});

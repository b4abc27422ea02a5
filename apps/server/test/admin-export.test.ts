import ExcelJS from 'exceljs';
import { EXPORT_ROW_CAP } from '@app/contract/admin/api/export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { staffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/** GET /admin/<list>/export?format=csv|xlsx (issue 37 point 5, DESIGN.md). */
let t: TestApp;
let book: StaffBook;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
  // Formula starts a member typed into their name, and one staff typed into the remarks.
  const db = t.app.ctx.db;
  const names = { mine: '=HYPERLINK("http://x")', theirs: '+1+1', nobodys: '-2, "quoted"' };
  for (const [owner, name] of Object.entries(names) as [keyof typeof names, string][]) {
    await db.updateTable('members').set({ name }).where('id', '=', book[owner].member.id).execute();
  }
  await db
    .updateTable('businesses')
    .set({ remarks: '@SUM(A1)\nsecond line', assignee_id: book.callers.agent.id })
    .where('id', '=', book.mine.businessId)
    .execute();
});
afterAll(async () => {
  await t.close();
});

function get(url: string, caller: Caller = 'ADMIN_TOKEN', lang = 'en-US') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${book.callers[caller].token}`, 'accept-language': lang },
  });
}

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'a byte order mark, so Excel reads UTF-8').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as the older, non-generic Node Buffer; the bytes are one.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

async function listOf(path: string, caller: Caller = 'ADMIN_TOKEN') {
  const res = await get(`${path}${path.includes('?') ? '&' : '?'}size=100`, caller);
  return {
    status: res.statusCode,
    list: res.statusCode === 200 ? (res.json().data.list as Record<string, unknown>[]) : [],
  };
}

const lists = [
  ['/admin/appointments', 'token'],
  ['/admin/audit', 'objectId'],
  ['/admin/businesses', 'orderNo'],
  ['/admin/members', 'email'],
  ['/admin/notices', 'createdAt'],
  ['/admin/payees', 'name'],
  ['/admin/remittances', 'orderNo'],
  ['/admin/staff', 'email'],
] as const;
const callers: Caller[] = ['ADMIN_TOKEN', 'admin', 'operator', 'agent', 'auditor'];

describe('every list exports', () => {
  it.each(lists)(
    '%s: as CSV, answered to whom the list answers, its rows in its order',
    async (path, key) => {
      for (const caller of callers) {
        const list = await listOf(path, caller);
        const res = await get(`${path.replace(/\?.*/, '')}/export?format=csv`, caller);
        expect(res.statusCode, `${caller} ${path}`).toBe(list.status);
        if (list.status !== 200) continue;
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(
          /^attachment; filename="[a-z]+-\d{4}-\d\d-\d\d\.csv"$/,
        );
        const rows = parseCsv(res.body);
        expect(rows.length - 1, `${caller} ${path}`).toBe(list.list.length);
        // The audit list grows with every request; the other lists' rows match the list's one by one.
        if (path === '/admin/audit') continue;
        const column = rows[0]!.indexOf(headerOf(path, key));
        // A value a spreadsheet would run as a formula is written after a `'`: a random token
        // starts with `-` about once in 64 lists, which made this comparison fail now and then.
        expect(rows.slice(1).map((row) => row[column])).toEqual(
          list.list.map((row) => String(row[key] ?? '').replace(/^(?=[=+\-@])/, "'")),
        );
      }
    },
  );
});

function headerOf(path: string, key: string): string {
  return (
    {
      token: 'Reservation',
      objectId: 'Object ID',
      orderNo: 'Order no.',
      email: 'E-mail',
      createdAt: path === '/admin/notices' ? 'Sent' : 'Created',
      name: 'Payee',
    } as Record<string, string>
  )[key]!;
}

describe('GET /admin/businesses/export', () => {
  it('has the header row in the caller’s language, the list’s columns and the remarks', async () => {
    const en = parseCsv((await get('/admin/businesses/export?format=csv')).body);
    expect(en[0]).toEqual([
      'Order no.',
      'Policy no.',
      'Status',
      'Product type',
      'Insurer',
      'Product',
      'Member',
      'E-mail',
      'Assignee',
      'Updated',
      'Remarks',
    ]);
    // The list's assignee column too (DESIGN.md: every column of the business list).
    const mine = en.find((row) => row[6] === '\'=HYPERLINK("http://x")')!;
    expect(mine[en[0]!.indexOf('Assignee')]).toBe(book.callers.agent.name);
    const zh = parseCsv((await get('/admin/businesses/export?format=csv', 'admin', 'zh-CN')).body);
    expect(zh[0]).toEqual([
      '订单号',
      '保单号',
      '状态',
      '产品类型',
      '保险公司',
      '产品名称',
      '客户姓名',
      '客户邮箱',
      '负责人',
      '更新时间',
      '备注',
    ]);
  });

  it('writes a cell starting with =, +, - or @ as text, quoting as RFC 4180 asks', async () => {
    const rows = parseCsv((await get('/admin/businesses/export?format=csv')).body);
    const names = rows.map((row) => row[6]);
    expect(names).toEqual(
      expect.arrayContaining(['\'=HYPERLINK("http://x")', "'+1+1", '\'-2, "quoted"']),
    );
    expect(rows.map((row) => row[10])).toContain("'@SUM(A1)\nsecond line");
  });

  it('shows what the filters show, and an agent only their book', async () => {
    const q = `q=${encodeURIComponent('+1+1')}`;
    const filtered = parseCsv((await get(`/admin/businesses/export?format=csv&${q}`)).body);
    const list = await listOf(`/admin/businesses?${q}`);
    expect(list.list).toHaveLength(1);
    expect(filtered.slice(1).map((row) => row[0])).toEqual([list.list[0]!.orderNo]);
    const agent = parseCsv((await get('/admin/businesses/export?format=csv', 'agent')).body);
    expect(agent.slice(1).map((row) => row[6])).toEqual(['\'=HYPERLINK("http://x")']);
  });

  it('as Excel: the same table, read back with exceljs, formulas as text', async () => {
    const res = await get('/admin/businesses/export?format=xlsx', 'auditor', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readXlsx(res.rawPayload);
    const csv = parseCsv(
      (await get('/admin/businesses/export?format=csv', 'auditor', 'zh-CN')).body,
    );
    expect(sheet).toEqual(csv.map((row) => row.map((cell) => cell)));
    expect(sheet[0]![0]).toBe('订单号');
  });

  it('is audited as an export: the list, its filters, the format and the row count', async () => {
    const res = await get('/admin/businesses/export?format=xlsx&status=submitted', 'operator');
    expect(res.statusCode).toBe(200);
    const entry = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .where('actor_id', '=', book.callers.operator.id)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    const rows = (await listOf('/admin/businesses?status=submitted')).list.length;
    expect(entry).toMatchObject({
      object_type: 'businesses',
      actor_name: book.callers.operator.name,
    });
    expect(JSON.parse(entry.changes)).toEqual({
      filters: { status: 'submitted' },
      format: 'xlsx',
      rows,
    });
  });

  it('refuses an unknown format and a wrong filter as the list does, without a token 401', async () => {
    expect((await get('/admin/businesses/export?format=pdf')).statusCode).toBe(400);
    expect((await get('/admin/businesses/export')).statusCode).toBe(400);
    expect((await get('/admin/businesses/export?format=csv&status=nonsense')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/admin/businesses/export?format=csv',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('past the row cap', () => {
  it('refuses to export more rows than EXPORT_ROW_CAP, saying to narrow the filters', async () => {
    // Written straight into the log: the audit list is the one a test can grow past the cap fast.
    const rows = Array.from({ length: EXPORT_ROW_CAP + 1 }, (_, i) => ({
      id: `cap-${String(i).padStart(6, '0')}`,
      at: Date.parse('2020-01-01T00:00:00Z') + i,
      actor_type: 'script',
      actor_id: null,
      actor_name: 'bulk',
      action: 'bulk',
      object_type: 'notice',
      object_id: String(i),
      changes: '{}',
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.app.ctx.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const refused = await get('/admin/audit/export?format=csv&action=bulk', 'auditor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(
      `More than ${EXPORT_ROW_CAP} rows match: narrow the filters, then export again`,
    );
    const narrowed = await get('/admin/audit/export?format=csv&action=bulk&objectId=7', 'auditor');
    expect(narrowed.statusCode).toBe(200);
    expect(parseCsv(narrowed.body).length - 1).toBe(1);
  });
});

import { notFound } from '../../http/app-error.ts';
import type { AdminCtx } from './business-service.ts';

/** The back office's read of reservations: who made them, their sections and uploaded files. */
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function appointmentsWithPeople(ctx: AdminCtx) {
  return ctx.db
    .selectFrom('appointments as a')
    .innerJoin('members as c', 'c.id', 'a.creator_id')
    .leftJoin('members as f', 'f.id', 'a.filler_id')
    .select([
      'a.id',
      'a.token',
      'a.product_type',
      'a.status',
      'a.business_id',
      'a.invited_email',
      'a.created_at',
      'a.submitted_at',
      'c.email as creator_email',
      'f.email as filler_email',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof appointmentsWithPeople>['execute']>>[number];

function toSummary(row: Row) {
  return {
    token: row.token,
    productType: row.product_type,
    status: row.status,
    businessId: row.business_id,
    creatorEmail: row.creator_email,
    fillerEmail: row.filler_email,
    invitedEmail: row.invited_email,
    createdAt: iso(row.created_at),
    submittedAt: iso(row.submitted_at),
  };
}

export async function listAppointments(
  ctx: AdminCtx,
  query: { status?: string | undefined; page: number; size: number },
) {
  let rows = appointmentsWithPeople(ctx);
  let count = ctx.db.selectFrom('appointments');
  if (query.status) {
    rows = rows.where('a.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    count.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: list.map(toSummary), total: Number(total.n), page: query.page, size: query.size };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function getAppointment(ctx: AdminCtx, token: string) {
  const row = await appointmentsWithPeople(ctx).where('a.token', '=', token).executeTakeFirst();
  if (!row) throw notFound();
  const [sections, uploads] = await Promise.all([
    ctx.db
      .selectFrom('appointment_sections')
      .select(['section', 'data', 'completed'])
      .where('appointment_id', '=', row.id)
      .execute(),
    ctx.db
      .selectFrom('uploads')
      .select(['id', 'kind', 'original_name', 'mime', 'size', 'created_at'])
      .where('appointment_id', '=', row.id)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    ...toSummary(row),
    sections: Object.fromEntries(
      sections.map((s) => [
        s.section,
        { completed: Number(s.completed) === 1, data: parseJson(s.data) },
      ]),
    ),
    uploads: uploads.map((u) => ({
      id: u.id,
      kind: u.kind,
      name: u.original_name,
      mime: u.mime,
      size: Number(u.size),
      url: `/admin/uploads/${u.id}`,
      createdAt: iso(u.created_at),
    })),
  };
}

/** Where an uploaded file is stored, for the back office to download it. */
export async function findUpload(ctx: AdminCtx, id: string) {
  const row = await ctx.db
    .selectFrom('uploads')
    .select(['original_name', 'mime', 'storage_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { name: row.original_name, mime: row.mime, storageName: row.storage_name };
}

import { isoDateToday } from '@app/contract/dates';
import { createBusiness } from '../../db/businesses-repository.ts';
import type { AppContext } from '../../http/context.ts';
import { newId } from '../../sessions/tokens.ts';
import { demoBusinessRow, demoBusinesses, historyOf } from './demo-data.ts';
import type { DemoBusiness } from './demo-data.ts';
import { demoPdf, demoPng } from './demo-files.ts';

/** The account the auth feature creates with DEMO_DATA on; found by e-mail, not by import. */
export const DEMO_MEMBER_EMAIL = 'demo@example.com';
const DAY_MS = 24 * 3600 * 1000;

function shiftDate(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const docKinds = {
  policy: { name: '保单文件 Policy schedule.pdf', mime: 'application/pdf', ext: 'pdf' },
  notice: { name: '受理通知书 Acknowledgement.pdf', mime: 'application/pdf', ext: 'pdf' },
  receipt: { name: '缴费收据 Payment receipt.png', mime: 'image/png', ext: 'png' },
} as const;

function docBytes(spec: DemoBusiness, kind: keyof typeof docKinds): Buffer {
  if (kind === 'receipt') return demoPng([0xd0, 0x1f, 0x3c]);
  const title = kind === 'policy' ? 'Policy schedule' : 'Acknowledgement of application';
  return demoPdf([
    title,
    `Order number: ${spec.orderNo}`,
    `Policy number: ${spec.policyNo ?? 'to be issued'}`,
    `Product: ${spec.product} (${spec.productType})`,
    `Currency: ${spec.currency}   Annual premium: ${spec.premium ?? '-'}`,
    'Demo document - not a real policy.',
  ]);
}

async function seedOne(
  ctx: Pick<AppContext, 'db' | 'config' | 'files'>,
  memberId: string,
  spec: DemoBusiness,
) {
  const today = isoDateToday();
  const day = (offset: number | undefined) =>
    offset === undefined ? null : shiftDate(today, offset);
  const createdAt = Date.now() + spec.createdDay * DAY_MS;
  const id = newId();
  const docs = (spec.docs ?? []).map((kind, i) => {
    const bytes = docBytes(spec, kind);
    const storage = `demo-${spec.orderNo}-${i}.${docKinds[kind].ext}`;
    return { kind, bytes, storage };
  });
  // Files first: a row must never point at a missing file. Deterministic names make rewrites harmless.
  for (const doc of docs) {
    await ctx.files.put('documents', doc.storage, doc.bytes);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const history = historyOf(spec.status);
    await createBusiness(trx, {
      row: demoBusinessRow(spec, { id, memberId, createdAt, day }),
      memberIds: [memberId],
      history: history.map((step, i) => ({
        ...step,
        // Spread over the days since creation, the last step at most an hour ago.
        at: createdAt + Math.round(((i / history.length) * -spec.createdDay * DAY_MS) / 1.2),
      })),
    });
    for (const [i, p] of (spec.payments ?? []).entries()) {
      await trx
        .insertInto('payment_records')
        .values({
          id: newId(),
          business_id: id,
          payment_date: shiftDate(today, p.day),
          fee_type: p.feeType,
          currency: spec.currency,
          amount: p.amount,
          payment_no: `PAY-${spec.orderNo.slice(-4)}-${String(i + 1).padStart(2, '0')}`,
          status: p.status,
          created_at: createdAt + i,
        })
        .execute();
    }
    for (const doc of docs) {
      await trx
        .insertInto('business_documents')
        .values({
          id: newId(),
          business_id: id,
          name: docKinds[doc.kind].name,
          mime: docKinds[doc.kind].mime,
          size: doc.bytes.length,
          storage_name: doc.storage,
          created_at: createdAt,
        })
        .execute();
    }
  });
}

/**
 * With DEMO_DATA on, gives the demo member its businesses. Idempotent by order number: a start
 * seeds only those missing, so a restart on the same DATA_DIR changes nothing.
 */
export async function seedDemoBusinesses(
  ctx: Pick<AppContext, 'db' | 'config' | 'files'>,
): Promise<number> {
  if (!ctx.config.demoData) return 0;
  const member = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', DEMO_MEMBER_EMAIL)
    .executeTakeFirst();
  if (!member) return 0;
  const existing = await ctx.db
    .selectFrom('businesses')
    .select('order_no')
    .where(
      'order_no',
      'in',
      demoBusinesses.map((b) => b.orderNo),
    )
    .execute();
  const seeded = new Set(existing.map((row) => row.order_no));
  let created = 0;
  for (const spec of demoBusinesses) {
    if (seeded.has(spec.orderNo)) continue;
    await seedOne(ctx, member.id, spec);
    created++;
  }
  return created;
}

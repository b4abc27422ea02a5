import fs from 'node:fs/promises';
import path from 'node:path';
import { isoDateToday } from '@app/contract/dates';
import type { AppContext } from '../../http/context.ts';
import { newId } from '../../sessions/tokens.ts';
import { demoBusinesses, historyOf } from './demo-data.ts';
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
  ctx: Pick<AppContext, 'db' | 'config'>,
  memberId: string,
  spec: DemoBusiness,
) {
  const today = isoDateToday();
  const day = (offset: number | undefined) =>
    offset === undefined ? null : shiftDate(today, offset);
  const createdAt = Date.now() + spec.createdDay * DAY_MS;
  const id = newId();
  const docsDir = path.join(ctx.config.dataDir, 'documents');
  await fs.mkdir(docsDir, { recursive: true });
  const docs = (spec.docs ?? []).map((kind, i) => {
    const bytes = docBytes(spec, kind);
    const storage = `demo-${spec.orderNo}-${i}.${docKinds[kind].ext}`;
    return { kind, bytes, storage };
  });
  // Files first: a row must never point at a missing file. Deterministic names make rewrites harmless.
  for (const doc of docs) await fs.writeFile(path.join(docsDir, doc.storage), doc.bytes);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('businesses')
      .values({
        id,
        appointment_id: null,
        owner_id: memberId,
        order_no: spec.orderNo,
        policy_no: spec.policyNo ?? null,
        status: spec.status,
        product_type: spec.productType,
        insurer: spec.insurer,
        product_name: spec.product,
        currency: spec.currency,
        sum_insured: spec.sumInsured ?? null,
        exchange_rate: spec.currency === 'HKD' ? '1' : spec.currency === 'USD' ? '7.8' : '1.08',
        annual_premium: spec.premium ?? null,
        levy: spec.levy ?? null,
        payment_period: spec.paymentPeriod ?? null,
        contribution_period: spec.contributionPeriod ?? null,
        next_payment_date: day(spec.nextPaymentDay),
        effective_date: day(spec.effectiveDay),
        cooling_off_expiry: day(spec.coolingOffDay),
        salesperson: '陈嘉欣 Chan Ka Yan',
        channel_partner: spec.productType === 'insurance' ? '港汇理财 HK Harbour Wealth' : null,
        advisory_fee: spec.advisoryFee ?? null,
        advisory_fee_currency: spec.advisoryFee ? spec.currency : null,
        dda_status: spec.status === 'inForce' ? 'bound' : spec.policyNo ? 'pending' : 'notBound',
        source_of_funds: '工资及储蓄 Salary and savings',
        remarks: spec.remarks ?? null,
        investment_amount: spec.investmentAmount ?? null,
        investment_currency: spec.investmentAmount ? spec.currency : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await trx
      .insertInto('business_members')
      .values({ business_id: id, member_id: memberId, created_at: createdAt })
      .execute();
    const history = historyOf(spec.status);
    await trx
      .insertInto('status_changes')
      .values(
        history.map((step, i) => ({
          id: newId(),
          business_id: id,
          from_status: i === 0 ? null : (history[i - 1]?.to ?? null),
          to_status: step.to,
          note: step.note,
          // Spread over the days since creation, the last step at most an hour ago.
          at: createdAt + Math.round(((i / history.length) * -spec.createdDay * DAY_MS) / 1.2),
        })),
      )
      .execute();
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
export async function seedDemoBusinesses(ctx: Pick<AppContext, 'db' | 'config'>): Promise<number> {
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

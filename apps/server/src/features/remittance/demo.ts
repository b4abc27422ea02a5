import type { AppContext } from '../../http/context.ts';
import { insertPayee, insurersWithPayees } from '../../db/payees-repository.ts';
import { newId } from '../../sessions/tokens.ts';

/** Banks the demo accounts are held at (real SWIFT codes, made-up account numbers). */
const demoBanks = [
  { bankName: 'The Hongkong and Shanghai Banking Corporation Limited', swift: 'HSBCHKHHHKH' },
  { bankName: 'Bank of China (Hong Kong) Limited', swift: 'BKCHHKHHXXX' },
] as const;

/**
 * With DEMO_DATA on, official accounts for every insurer of the demo book (one in HKD, one in
 * USD), so "Pay premium" shows something on every demo business. Idempotent by insurer: a restart
 * adds only what is missing, and staff's own changes stay.
 */
export async function seedDemoPayees(ctx: Pick<AppContext, 'db' | 'config'>): Promise<number> {
  if (!ctx.config.demoData) return 0;
  const insurers = await ctx.db
    .selectFrom('businesses as b')
    .innerJoin('insurers as i', 'i.code', 'b.insurer')
    .select(['i.code', 'i.name_en'])
    .distinct()
    .orderBy('i.code')
    .execute();
  const done = await insurersWithPayees(ctx.db);
  let created = 0;
  for (const [n, insurer] of insurers.entries()) {
    if (done.has(insurer.code)) continue;
    for (const [i, currency] of (['HKD', 'USD'] as const).entries()) {
      const bank = demoBanks[i] ?? demoBanks[0];
      await insertPayee(ctx.db, {
        id: newId(),
        name: `${insurer.name_en} Limited`,
        bank_name: bank.bankName,
        account_no: `${i === 0 ? '004' : '012'}-${String(500 + n).padStart(3, '0')}-${String(
          100000 + n * 37 + i,
        )}-${currency === 'HKD' ? '001' : '838'}`,
        swift: bank.swift,
        currency,
        insurer: insurer.code,
        created_at: Date.now() + n * 2 + i,
      });
      created++;
    }
  }
  return created;
}

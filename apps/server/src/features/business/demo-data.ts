import type { BusinessStatus, FeeType, PaymentStatus, ProductType } from '@app/contract/enums';
import type { Insertable } from 'kysely';
import type { BusinessesTable } from '../../db/schema.ts';

/**
 * The demo member's businesses. Dates are day offsets from the day of seeding, so a fresh demo
 * always has a cooling-off period about to end and a payment due or overdue. Insurers and
 * products are reference codes (answered in the caller's language), except where free text
 * shows what the back office may also type.
 */
export interface DemoPayment {
  day: number;
  feeType: FeeType;
  amount: string;
  status: PaymentStatus;
}

export interface DemoBusiness {
  orderNo: string;
  status: BusinessStatus;
  productType: ProductType;
  insurer: string | null;
  product: string;
  currency: 'HKD' | 'USD' | 'CNY';
  createdDay: number;
  sumInsured?: string;
  premium?: string;
  levy?: string;
  paymentPeriod?: string;
  contributionPeriod?: string;
  effectiveDay?: number;
  nextPaymentDay?: number;
  coolingOffDay?: number;
  policyNo?: string;
  advisoryFee?: string;
  investmentAmount?: string;
  remarks?: string;
  payments?: DemoPayment[];
  docs?: ('policy' | 'receipt' | 'notice')[];
}

const pay = (day: number, feeType: FeeType, amount: string, status: PaymentStatus = 'paid') => ({
  day,
  feeType,
  amount,
  status,
});

// prettier-ignore
export const demoBusinesses: readonly DemoBusiness[] = [
  { orderNo: 'BODEMO0001', status: 'inForce', productType: 'insurance', insurer: 'AIA', product: 'AIA-GLOBAL-POWER', currency: 'USD', createdDay: -400, sumInsured: '100000', premium: '20000.00', levy: '12.82', paymentPeriod: '5', contributionPeriod: '5', effectiveDay: -390, nextPaymentDay: 10, coolingOffDay: -360, policyNo: 'AIA-8800123456', payments: [pay(-390, 'premium', '20000.00'), pay(-390, 'levy', '12.82')], docs: ['policy', 'receipt'] },
  { orderNo: 'BODEMO0002', status: 'inForce', productType: 'insurance', insurer: 'PRUDENTIAL', product: 'PRU-WEALTH', currency: 'HKD', createdDay: -40, sumInsured: '500000', premium: '60000.00', levy: '60.00', paymentPeriod: '3', contributionPeriod: '3', effectiveDay: -25, nextPaymentDay: 340, coolingOffDay: 5, policyNo: 'PRU-5100987654', payments: [pay(-25, 'premium', '60000.00'), pay(-25, 'levy', '60.00')], docs: ['policy', 'receipt'] },
  { orderNo: 'BODEMO0003', status: 'pendingPayment', productType: 'insurance', insurer: 'MANULIFE', product: 'MANU-GENESIS', currency: 'USD', createdDay: -20, sumInsured: '250000', premium: '50000.00', levy: '12.82', paymentPeriod: '2', contributionPeriod: '2', nextPaymentDay: -3, remarks: '首期保费待缴', payments: [pay(-3, 'premium', '50000.00', 'pending')], docs: ['notice'] },
  { orderNo: 'BODEMO0004', status: 'pendingUnderwriting', productType: 'insurance', insurer: 'FWD', product: 'FWD-WEALTH', currency: 'HKD', createdDay: -12, sumInsured: '800000', premium: '100000.00', levy: '100.00', paymentPeriod: '5', docs: ['notice'] },
  { orderNo: 'BODEMO0005', status: 'reviewing', productType: 'insurance', insurer: 'AXA', product: 'AXA-WEALTH', currency: 'CNY', createdDay: -6, sumInsured: '300000', premium: '30000.00', paymentPeriod: '10' },
  { orderNo: 'BODEMO0006', status: 'submitted', productType: 'insurance', insurer: 'SUNLIFE', product: 'SUN-JOY', currency: 'USD', createdDay: -1 },
  { orderNo: 'BODEMO0007', status: 'lapsed', productType: 'insurance', insurer: 'CHINALIFE', product: 'CLO-FORTUNE', currency: 'HKD', createdDay: -800, sumInsured: '200000', premium: '24000.00', levy: '24.00', paymentPeriod: '5', effectiveDay: -790, nextPaymentDay: -60, coolingOffDay: -760, policyNo: 'CLO-2200456789', remarks: '宽限期内未缴费', payments: [pay(-790, 'premium', '24000.00'), pay(-425, 'premium', '24000.00'), pay(-60, 'premium', '24000.00', 'failed')], docs: ['policy'] },
  { orderNo: 'BODEMO0008', status: 'cancelled', productType: 'insurance', insurer: 'HSBCLIFE', product: 'HSBC-GOAL', currency: 'USD', createdDay: -90, sumInsured: '150000', premium: '15000.00', levy: '12.82', effectiveDay: -70, coolingOffDay: -49, policyNo: 'HSBC-7700112233', remarks: '冷静期内取消', payments: [pay(-70, 'premium', '15000.00', 'refunded'), pay(-70, 'levy', '12.82', 'refunded')], docs: ['notice'] },
  { orderNo: 'BODEMO0009', status: 'declined', productType: 'insurance', insurer: 'AIA', product: 'AIA-CI-PLUS', currency: 'HKD', createdDay: -45, sumInsured: '1000000', premium: '18800.00', remarks: '核保未通过', docs: ['notice'] },
  { orderNo: 'BODEMO0010', status: 'inForce', productType: 'ita', insurer: 'MANULIFE', product: 'MANU-ITA', currency: 'USD', createdDay: -150, effectiveDay: -140, investmentAmount: '200000.00', advisoryFee: '2000.00', payments: [pay(-140, 'advisoryFee', '2000.00')], docs: ['policy', 'receipt'] },
  { orderNo: 'BODEMO0011', status: 'reviewing', productType: 'education', insurer: 'INHOUSE', product: 'HOUSE-EDU', currency: 'HKD', createdDay: -9, advisoryFee: '38000.00', payments: [pay(-8, 'advisoryFee', '19000.00')] },
  { orderNo: 'BODEMO0012', status: 'pendingPayment', productType: 'immigration', insurer: 'INHOUSE', product: 'HOUSE-IMM', currency: 'HKD', createdDay: -30, advisoryFee: '68000.00', nextPaymentDay: 2, payments: [pay(-28, 'advisoryFee', '34000.00'), pay(2, 'advisoryFee', '34000.00', 'pending')], docs: ['notice'] },
  { orderNo: 'BODEMO0013', status: 'inForce', productType: 'investment', insurer: 'AIA', product: 'AIA-INVEST', currency: 'USD', createdDay: -200, effectiveDay: -190, coolingOffDay: -169, investmentAmount: '120000.00', premium: '12000.00', nextPaymentDay: 165, payments: [pay(-190, 'premium', '12000.00')], docs: ['policy'] },
  { orderNo: 'BODEMO0014', status: 'submitted', productType: 'trust', insurer: 'HSBCLIFE', product: 'HSBC-TRUST', currency: 'USD', createdDay: -2, investmentAmount: '1000000.00' },
  { orderNo: 'BODEMO0015', status: 'reviewing', productType: 'realEstate', insurer: null, product: 'HOUSE-RE', currency: 'HKD', createdDay: -15, investmentAmount: '8800000.00', remarks: '已安排睇楼' },
  { orderNo: 'BODEMO0016', status: 'inForce', productType: 'insurance', insurer: 'PRUDENTIAL', product: 'PRU-MEDICAL', currency: 'HKD', createdDay: -30, premium: '8600.00', levy: '8.60', paymentPeriod: '1', effectiveDay: -9, nextPaymentDay: 356, coolingOffDay: 12, policyNo: 'PRU-5100543210', payments: [pay(-9, 'premium', '8600.00'), pay(-9, 'levy', '8.60')], docs: ['policy', 'receipt'] },
];

/** The steps a business took to reach its status, with the back office's bilingual notes. */
const paths: Record<BusinessStatus, BusinessStatus[]> = {
  submitted: ['submitted'],
  reviewing: ['submitted', 'reviewing'],
  pendingUnderwriting: ['submitted', 'reviewing', 'pendingUnderwriting'],
  pendingPayment: ['submitted', 'reviewing', 'pendingUnderwriting', 'pendingPayment'],
  inForce: ['submitted', 'reviewing', 'pendingUnderwriting', 'pendingPayment', 'inForce'],
  lapsed: ['submitted', 'reviewing', 'pendingPayment', 'inForce', 'lapsed'],
  cancelled: ['submitted', 'reviewing', 'pendingPayment', 'inForce', 'cancelled'],
  declined: ['submitted', 'reviewing', 'pendingUnderwriting', 'declined'],
};

const notes: Record<BusinessStatus, string> = {
  submitted: '已收到预约资料 Reservation received',
  reviewing: '资料审核中 Documents under review',
  pendingUnderwriting: '已提交保险公司核保 Sent for underwriting',
  pendingPayment: '核保通过，待缴费 Approved, awaiting payment',
  inForce: '保单已生效 Policy in force',
  lapsed: '保单已失效 Policy lapsed',
  cancelled: '已取消 Cancelled',
  declined: '保险公司拒保 Declined by the insurer',
};

export function historyOf(status: BusinessStatus): { to: BusinessStatus; note: string }[] {
  return paths[status].map((to) => ({ to, note: notes[to] }));
}

/** The businesses row of a demo business; `day` turns a day offset into a date of the seeding. */
export function demoBusinessRow(
  spec: DemoBusiness,
  at: { id: string; memberId: string; createdAt: number; day: (offset?: number) => string | null },
): Insertable<BusinessesTable> {
  const { day } = at;
  return {
    id: at.id,
    appointment_id: null,
    owner_id: at.memberId,
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
    created_at: at.createdAt,
    updated_at: at.createdAt,
  };
}

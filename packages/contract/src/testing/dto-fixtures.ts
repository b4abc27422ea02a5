import type { Reservation } from '../calls/reservation.ts';
import type { Business, PaymentRecord, StatusChange } from '../calls/business.ts';

/** Valid answers of the business and reservation calls, for tests; override what a test needs. */
export function sampleBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: '1001',
    orderNo: 'ORD-20250615-0001',
    policyNo: 'P123456789',
    status: 'inForce',
    productType: 'insurance',
    insurer: 'AIA International Limited',
    productName: 'Wealth Saver Plan',
    currency: 'USD',
    sumInsured: '100000.00',
    exchangeRate: '7.8',
    annualPremium: '12000.00',
    levy: '12.00',
    paymentPeriod: '5',
    contributionPeriod: '5',
    nextPaymentDate: '2026-06-15',
    effectiveDate: '2025-06-15',
    coolingOffExpiry: '2025-07-06',
    salesperson: 'Wong Siu Ming',
    channelPartner: null,
    advisoryFee: '500.00',
    advisoryFeeCurrency: 'HKD',
    ddaStatus: 'bound',
    sourceOfFunds: 'Savings',
    remarks: null,
    investmentAmount: null,
    investmentCurrency: null,
    documents: [
      {
        id: 'doc_1',
        name: 'policy.pdf',
        mime: 'application/pdf',
        size: 120_000,
        kind: null,
        url: '/api/files/doc_1',
      },
    ],
    appointmentToken: 'q1w2e3r4t5y6u7i8o9p0aa',
    changesRequested: null,
    createdAt: '2025-06-15T10:00:00+08:00',
    ...overrides,
  };
}

export function samplePaymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: '5001',
    businessId: '1001',
    paymentDate: '2025-06-20',
    feeType: 'premium',
    currency: 'USD',
    amount: '12000.00',
    paymentNo: 'PAY-0001',
    status: 'paid',
    ...overrides,
  };
}

export function sampleStatusChanges(): StatusChange[] {
  return [
    { from: null, to: 'submitted', at: '2025-06-01T09:00:00Z', note: null },
    { from: 'submitted', to: 'inForce', at: '2025-06-15T10:00:00+08:00', note: 'Policy issued' },
  ];
}

export function sampleReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    token: 'q1w2e3r4t5y6u7i8o9p0aa',
    productType: 'insurance',
    status: 'open',
    sections: { applicant: { completed: false, data: {} } },
    uploads: [],
    changeRequest: null,
    ...overrides,
  };
}

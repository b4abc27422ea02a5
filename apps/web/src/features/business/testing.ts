/**
 * Test support for the business screens (imported by their tests only): businesses in pages and a
 * fake server that answers the business calls from them.
 */
import type { BusinessSummary } from '@app/contract/calls/business';
import { allEnumOptions } from '@app/contract/enums';
import { sampleBusiness } from '@app/contract/testing/dto-fixtures';
import { fakeServer } from '../../../test/server';
import type { Reply } from '../../../test/server';

export function summaries(count: number, from = 1): BusinessSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const sample = sampleBusiness();
    return {
      id: String(n),
      orderNo: `ORD-${n}`,
      policyNo: sample.policyNo,
      status: sample.status,
      productType: sample.productType,
      insurer: sample.insurer,
      productName: `${sample.productName} ${n}`,
      currency: 'USD',
      annualPremium: '12000.00',
      createdAt: '2025-06-15T12:00:00Z',
    };
  });
}

/** One page of `rows` as the list calls answer it. */
export function pageOf<T>(rows: T[], page: number, size = 10) {
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
}

type Route = (fields: Record<string, string>) => Reply;

/** Answers getinscommonenum from the contract and every other path from `routes`. */
export function businessServer(routes: Record<string, Route>) {
  return fakeServer((path, fields) => {
    if (path === 'insuranceservice/getinscommonenum') {
      return { code: 200, data: allEnumOptions('en-US') };
    }
    const route = routes[path];
    return route ? route(fields) : { code: 404, msg: `no route ${path}` };
  });
}

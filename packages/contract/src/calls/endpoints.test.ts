import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimePackages } from '../testing/import-graph.ts';
import { accountCalls } from './account.ts';
import { reservationCalls } from './reservation.ts';
import { businessCalls } from './business.ts';
import * as business from './business.ts';
import {
  accountEndpoints,
  reservationEndpoints,
  businessEndpoints,
  familyEndpoints,
  profileEndpoints,
  referenceEndpoints,
  remittanceEndpoints,
} from './endpoints.ts';
import { familyCalls } from './family.ts';
import { remittanceCalls } from './money-area.ts';
import { profileCalls } from './profile.ts';
import * as endpoints from './endpoints.ts';
import { referenceCalls } from './reference.ts';
import * as reference from './reference.ts';
import {
  accountRoutes,
  reservationRoutes,
  businessRoutes,
  familyRoutes,
  profileRoutes,
  referenceRoutes,
  remittanceRoutes,
  staffMfaRoutes,
  staffRoutes,
} from './routes.ts';
import { staffCalls } from './staff.ts';
import { staffMfaCalls } from './staff-mfa.ts';
import type { Route } from './routes.ts';
import type { CallDefinition } from './types.ts';

const pairs = [
  [accountEndpoints, accountCalls],
  [reservationEndpoints, reservationCalls],
  [businessEndpoints, businessCalls],
  [referenceEndpoints, referenceCalls],
  [familyEndpoints, familyCalls],
  [remittanceEndpoints, remittanceCalls],
  [profileEndpoints, profileCalls],
] as const;

describe('zod-free endpoints', () => {
  it('name the same path, auth and body kind as their call definitions', () => {
    for (const [light, full] of pairs) {
      for (const [name, endpoint] of Object.entries(light)) {
        const definition = (
          full as Record<string, { path: string; auth: boolean; multipart?: boolean }>
        )[name];
        expect(definition, name).toBeDefined();
        expect(endpoint.path).toBe(definition!.path);
        expect(endpoint.auth).toBe(definition!.auth);
        expect(Boolean(endpoint.multipart)).toBe(Boolean(definition!.multipart));
      }
    }
  });

  it('share the paging constants with the schemas', () => {
    expect(endpoints.BUSINESS_PAGE_SIZE).toBe(business.BUSINESS_PAGE_SIZE);
    expect(endpoints.MAX_BUSINESS_PAGE_SIZE).toBe(business.MAX_BUSINESS_PAGE_SIZE);
  });

  it('load no zod: the read-only screens import them', () => {
    for (const file of ['endpoints.ts', 'routes.ts', '../sections/form-fields.ts']) {
      expect([...runtimePackages(path.join(import.meta.dirname, file))], file).toEqual([]);
    }
  });
});

describe('routes', () => {
  const domains: [Record<string, Route>, Record<string, CallDefinition>][] = [
    [accountRoutes, accountCalls],
    [reservationRoutes, reservationCalls],
    [businessRoutes, businessCalls],
    [referenceRoutes, referenceCalls],
    [staffRoutes, staffCalls],
    [staffMfaRoutes, staffMfaCalls],
    [familyRoutes, familyCalls],
    [remittanceRoutes, remittanceCalls],
    [profileRoutes, profileCalls],
  ];

  it('are what every call definition carries, one route per call', () => {
    for (const [routes, calls] of domains) {
      expect(Object.keys(calls)).toEqual(Object.keys(routes));
      for (const [name, call] of Object.entries(calls)) {
        const { path: callPath, auth, multipart } = call;
        expect({ path: callPath, auth, ...(multipart ? { multipart } : {}) }, name).toEqual(
          routes[name],
        );
      }
    }
  });

  it('name each path once', () => {
    const paths = domains.flatMap(([routes]) => Object.values(routes).map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give the list schemas their page sizes', () => {
    const bounds = [
      [
        business.businessListRequest,
        {},
        business.BUSINESS_PAGE_SIZE,
        business.MAX_BUSINESS_PAGE_SIZE,
      ],
      [
        business.paymentRecordsRequest,
        { id: 'b1' },
        business.BUSINESS_PAGE_SIZE,
        business.MAX_BUSINESS_PAGE_SIZE,
      ],
      [
        reference.currencyListRequest,
        {},
        reference.CURRENCY_PAGE_SIZE,
        reference.MAX_CURRENCY_PAGE_SIZE,
      ],
    ] as const;
    for (const [schema, base, byDefault, max] of bounds) {
      expect(schema.parse(base).size).toBe(byDefault);
      expect(schema.safeParse({ ...base, size: String(max) }).success).toBe(true);
      expect(schema.safeParse({ ...base, size: String(max + 1) }).success).toBe(false);
    }
  });
});

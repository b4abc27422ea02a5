import { describe, expect, it } from 'vitest';
import { accountCalls } from './account.ts';
import { businessCalls } from './business.ts';
import * as business from './business.ts';
import { accountEndpoints, businessEndpoints, referenceEndpoints } from './endpoints.ts';
import * as endpoints from './endpoints.ts';
import { referenceCalls } from './reference.ts';

const pairs = [
  [accountEndpoints, accountCalls],
  [businessEndpoints, businessCalls],
  [referenceEndpoints, referenceCalls],
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
});

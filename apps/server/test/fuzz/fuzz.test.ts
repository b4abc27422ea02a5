import { signFields } from '@app/contract/sign';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../reservation-helpers.ts';
import { buildTestApp, ORG_NO, SIGN_SECRET } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { fuzzCase } from './payloads.ts';
import type { FuzzCase } from './payloads.ts';

/**
 * Random and hostile requests against every endpoint the OpenAPI document lists, over real HTTP.
 * No answer may be a 5xx or an envelope code 500, and the server must still serve afterwards.
 * FUZZ_CALLS sets the count: 1,000 in the test suite, 10,000 with `npm run fuzz`.
 */
const CALLS = Number(process.env.FUZZ_CALLS ?? 1000);

interface Route {
  method: string;
  path: string;
  fields: string[];
}

let t: TestApp;
let base = '';
let routes: Route[] = [];
let token = '';

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN: 'fuzz-admin-token-0123456789' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      >
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  routes = routes.filter((r) => !r.path.startsWith('/api/docs'));
  token = (await newMember(t)).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, () =>
    Math.random() < 0.5 ? 'does-not-exist' : "1' OR '1'='1",
  );
}

function fieldsOf(route: Route, c: FuzzCase): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of c.fields) {
    const name =
      typeof key === 'number'
        ? (route.fields[key % Math.max(route.fields.length, 1)] ?? `f${key}`)
        : key;
    fields[name] = value;
  }
  if (c.withToken) Object.assign(fields, { auth_token: token, lang: 'en-US' });
  return fields;
}

function signed(fields: Record<string, string>, c: FuzzCase): Record<string, string> {
  if (c.signature === 'missing') return fields;
  const timestamp = c.signature === 'stale' ? Math.floor(Date.now() / 1000) - 3600 : undefined;
  const secret = c.signature === 'wrong' ? 'not-the-secret' : SIGN_SECRET;
  return signFields(fields, { orgno: ORG_NO, secret, ...(timestamp ? { timestamp } : {}) });
}

function request(route: Route, c: FuzzCase): RequestInit {
  const headers: Record<string, string> = c.withToken ? { authorization: token } : {};
  if (route.path.startsWith('/admin'))
    headers.authorization =
      Math.random() < 0.5 ? 'Bearer fuzz-admin-token-0123456789' : 'Bearer wrong';
  if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, headers };
  const body = signed(fieldsOf(route, c), c);
  const form = new URLSearchParams(body).toString();
  switch (c.encoding) {
    case 'json':
      return {
        method: route.method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    case 'truncated':
      return {
        method: route.method,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.slice(0, Math.floor(form.length / 2)) + '%E4%',
      };
    case 'garbage':
      return {
        method: route.method,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zzz' },
        body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      };
    case 'multipart': {
      const data = new FormData();
      for (const [key, value] of Object.entries(body)) data.append(key, value);
      if (c.file) data.append('file', new Blob([c.file.bytes], { type: c.file.type }), c.file.name);
      return { method: route.method, headers, body: data };
    }
    case 'none':
      return { method: route.method, headers };
    default:
      return {
        method: route.method,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      };
  }
}

describe(`fuzzing every endpoint (${CALLS} calls)`, () => {
  it('never answers 5xx and keeps serving', async () => {
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(fuzzCase(routes.length), async (c) => {
        const route = routes[c.route]!;
        const path = concretePath(route.path);
        const res = await fetch(`${base}${path}`, request(route, c));
        const text = await res.text();
        calls++;
        let envelopeCode: number | undefined;
        if (res.headers.get('content-type')?.includes('json')) {
          try {
            envelopeCode = (JSON.parse(text) as { code?: number }).code;
          } catch {
            envelopeCode = undefined;
          }
        }
        if (res.status >= 500 || envelopeCode === 500)
          failures.push(`${route.method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
        expect(text).not.toMatch(/at .+\.(ts|js):\d+/); // never a stack trace
      }),
      { numRuns: CALLS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
    );
    expect(calls).toBe(CALLS);
    expect(failures).toEqual([]);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
  }, 600_000);
});

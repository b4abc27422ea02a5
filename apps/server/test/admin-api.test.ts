import { adminRoutes } from '@app/contract/admin/api';
import { json } from '@app/contract/admin/api/route';
import { idParam } from '@app/contract/admin/schemas';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { installAdminGuard } from '../src/features/admin/guard.ts';
import { serveAdmin } from '../src/features/admin/serve-admin.ts';
import { installErrorHandler } from '../src/http/error-handler.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
});

/** Every route of the app as "METHOD /path", read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const route = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = route;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push(`${method} ${route}`);
    }
  }
  return found;
}

describe('the admin API declaration', () => {
  it('declares every /admin/ route the server has, and the server serves every declaration', () => {
    const served = registeredRoutes(t.app).filter((route) => route.includes(' /admin/'));
    const declared = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(served.length).toBeGreaterThan(30);
    expect(new Set(declared).size).toBe(declared.length);
    expect(served.sort()).toEqual([...declared].sort());
  });

  it('describes each route in OpenAPI from its declaration, answer included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    const staff = doc.paths['/admin/staff/{id}'].patch;
    expect(staff.summary).toBe("Change a staff account's role or disable / enable it (admin)");
    const answer = staff.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(answer)).toContain('inviteCode');
  });

  it('answers a real route with the declared keys only', async () => {
    const res = await admin(t, 'GET', '/admin/me');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'email',
      'id',
      'inviteCode',
      'name',
      'role',
    ]);
  });
});

describe('serveAdmin', () => {
  const logs: string[] = [];
  let app: FastifyInstance;
  const route = json(
    { method: 'POST', path: '/admin/test-only/:id' },
    {
      summary: 'A route for this test',
      params: idParam,
      body: z.strictObject({ shape: z.enum(['right', 'wrong']) }),
      answer: z.object({ id: z.string(), name: z.string() }),
    },
  );

  // The admin plugin's setup around one test-only route, on the test app's database.
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line) => logs.push(line) } } });
    app.decorate('ctx', t.app.ctx);
    // As app.ts: zod schemas are for OpenAPI; answers are plain JSON.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    installErrorHandler(app);
    await app.register(async (scope) => {
      installAdminGuard(scope);
      scope.setValidatorCompiler(() => (value) => ({ value }));
      serveAdmin(scope, route, async ({ params, body }) => {
        const row = { id: params.id, name: 'Chan', passwordHash: 'scrypt$secret' };
        if (body.shape === 'right') return row;
        // What a service with a bug might hand back: a number where the answer holds text.
        return { id: 42, name: null } as unknown as typeof row;
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (id: string, body: unknown, lang = 'en-US') =>
    app.inject({
      method: 'POST',
      url: `/admin/test-only/${id}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'accept-language': lang },
      payload: body as object,
    });

  it('drops the keys its declaration does not name: a row never leaks', async () => {
    const res = await call('b1', { shape: 'right' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { id: 'b1', name: 'Chan' } });
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('answers 500 to a handler answer of the wrong shape, logged with its route, nothing of it sent', async () => {
    const res = await call('b1', { shape: 'wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, data: null });
    expect(res.body).not.toContain('42');
    const logged = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ route: 'POST /admin/test-only/:id', level: 50 }),
    );
  });

  it('refuses input its declaration refuses with 400 and the field, in the caller’s language', async () => {
    const res = await call('b1', { shape: 'round' }, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(['shape']);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

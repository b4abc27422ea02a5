import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** A probe waits this long for one check: a load balancer's probe must get an answer in time. */
const CHECK_TIMEOUT_MS = 2000;

/** One thing /readyz asks; it throws (or takes too long) when that thing does not answer. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** `status` of each check in /readyz's body: never the error, which may name hosts or paths. */
type CheckStatus = 'ok' | 'failed';

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The checks of /readyz (DESIGN.md "Files, scale-out and operations"): the database answers a
 * trivial query (read through app.ctx at each probe), the migrations of this start are done, and
 * the file store answers (storage/file-store.ts check: DATA_DIR writable, or the bucket).
 */
export function standardChecks(app: FastifyInstance, migrated: () => boolean): ReadinessCheck[] {
  return [
    {
      name: 'database',
      check: async () => {
        await sql`select 1`.execute(app.ctx.db);
      },
    },
    {
      name: 'migrations',
      check: async () => {
        if (!migrated()) throw new Error('migrations not finished');
      },
    },
    // The store's own check: DATA_DIR can be written (disk), the bucket answers (S3).
    { name: 'fileStore', check: () => app.ctx.files.check() },
  ];
}

/**
 * GET /livez: 200 while the process answers (no database call: a restart would not mend a
 * database). GET /readyz: 200 when every check passes, 503 otherwise, with each check's status.
 * Neither is shed under pressure (http/load-shedding.ts) nor rate limited, and neither is in the
 * API docs.
 */
export function installProbes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }): Promise<[string, CheckStatus]> => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'];
        } catch (error) {
          req.log.warn({ check: name, err: (error as Error).message }, 'readiness check failed');
          return [name, 'failed'];
        }
      }),
    );
    const ready = results.every(([, status]) => status === 'ok');
    reply.status(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  });
}

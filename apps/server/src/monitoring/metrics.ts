import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverFaultOf } from '../http/server-faults.ts';
import { hashGateState } from '../sessions/hash-gate.ts';
import type { JobRun } from '../jobs/scheduler.ts';
import type { Db } from '../db/database.ts';

/** The label of a request that matched no route: never the raw URL, which holds ids. */
const UNMATCHED = 'unmatched';
const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** What the app hands on to the parts it measures (the job scheduler). */
export interface AppMetrics {
  registry: Registry;
  /** Counts an answered request (the onResponse hook). */
  observeRequest(req: FastifyRequest, reply: FastifyReply): void;
  /** Counts a job's run (the scheduler's onRun). */
  recordJobRun(run: JobRun): void;
}

/**
 * The metrics of one app (one registry per app: tests build many apps in one process, and the
 * global registry would mix them). Requests by method, route pattern and status class, with
 * their latency; server faults (body code 500, whatever the HTTP status); the mail outbox by
 * status, read from the database at each scrape; the jobs' runs; the password-hash gate; and
 * prom-client's process metrics (CPU, memory, event-loop lag, GC).
 */
export function createMetrics(
  db: Db,
  passwordHash: { concurrency: number; queue: number },
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: requestLabels,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status class',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const faults = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a server fault (body code 500): the database unavailable or an unhandled error',
    labelNames: ['method', 'route', 'reason'],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the scheduled jobs in this process, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long a scheduled job ran, by job',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When a scheduled job last ran without failing in this process (Unix time)',
    labelNames: ['job'],
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox (all instances), by status; failed ones were given up after 10 tries',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      let rows;
      try {
        rows = await db
          .selectFrom('mail_outbox')
          .select((eb) => ['status', eb.fn.countAll().as('n')])
          .groupBy('status')
          .execute();
      } catch {
        // The database down: no samples (alert on absent()); /readyz names the database.
        return;
      }
      const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
      for (const status of OUTBOX_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });
  new Gauge({
    name: 'password_hash_running',
    help: 'Password hashes running now in this process',
    registers: [registry],
    collect() {
      this.set(hashGateState().running);
    },
  });
  new Gauge({
    name: 'password_hash_waiting',
    help: 'Password checks waiting for a hash slot in this process',
    registers: [registry],
    collect() {
      this.set(hashGateState().waiting);
    },
  });
  new Gauge({
    name: 'password_hash_limits',
    help: 'The hash gate: slots (PASSWORD_HASH_CONCURRENCY) and queue (PASSWORD_HASH_QUEUE)',
    labelNames: ['limit'],
    registers: [registry],
    collect() {
      this.set({ limit: 'concurrency' }, passwordHash.concurrency);
      this.set({ limit: 'queue' }, passwordHash.queue);
    },
  });
  return {
    registry,
    observeRequest(req, reply) {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? UNMATCHED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      const fault = serverFaultOf(req);
      if (fault) faults.inc({ method: labels.method, route: labels.route, reason: fault });
    },
    recordJobRun({ job, ok, seconds, endedAt }) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
      if (ok) jobLastSuccess.set({ job }, endedAt / 1000);
    },
  };
}

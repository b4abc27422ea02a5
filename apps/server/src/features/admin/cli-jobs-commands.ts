import { runJobs } from '../../jobs/registry.ts';
import type { AdminCtx } from './access.ts';
import { UsageError } from './cli-args.ts';
import type { ParsedArgs } from './cli-args.ts';

/** An ISO 8601 date or date and time; a time without an offset is the machine's local time. */
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseAt(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const at = ISO.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) {
    throw new UsageError(`--at needs an ISO time such as 2026-12-01T09:00:00Z, not "${value}"`);
  }
  return at;
}

/** The jobs of jobs/registry.ts, run once from the command line, one after the other. */
export const jobsCommands: Record<string, (ctx: AdminCtx, args: ParsedArgs) => Promise<unknown>> = {
  'jobs:run': (ctx, { flags }) =>
    runJobs({ db: ctx.db, mailer: ctx.mailer, config: ctx.config, at: parseAt(flags.at) }),
};
